import { ENGLISH_CASH } from './english-cash';
import { ENGLISH_CUSTOMERS } from './english-customers';
import { ENGLISH_ROUNDS_AND_FACTS } from './english-rounds-and-facts';
import type { Phrasing } from './phrasing';

/** How founders write their figures, and what reading them must give (read-figures.test.ts). */
export type { Expected, Phrasing } from './phrasing';
export { NO_READING } from './no-reading';
export { OTHER_LANGUAGES } from './other-languages';

export const ENGLISH: Phrasing[] = [
  ...ENGLISH_CASH,
  ...ENGLISH_CUSTOMERS,
  ...ENGLISH_ROUNDS_AND_FACTS,
];
