import type { EvalCase } from '../eval-case';
import { CALCULATIONS } from './calculations';
import { CONVERSATIONS } from './conversations';
import { FILES } from './files';
import { LANGUAGES } from './languages';
import { QUESTIONS } from './questions';

/**
 * A fourth held-out set of founder questions, written by someone who never saw the offline
 * engine or the other eval and held-out sets. Questions were written from each coach's name
 * and description only and saved; key facts were then picked from the coach's knowledge,
 * without changing a question. Each expected figure is worked by hand beside it.
 */
export const HELD_OUT_4_CASES: readonly EvalCase[] = [
  ...CALCULATIONS,
  ...CONVERSATIONS,
  ...FILES,
  ...LANGUAGES,
  ...QUESTIONS,
];
