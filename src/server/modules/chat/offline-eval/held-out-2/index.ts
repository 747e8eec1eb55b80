import type { EvalCase } from '../eval-case';
import { CALCULATIONS } from './calculations';
import { CONVERSATIONS } from './conversations';
import { FILES } from './files';
import { LANGUAGES } from './languages';
import { QUESTIONS } from './questions';

/**
 * A second held-out set of founder questions, written by someone who never saw the offline
 * engine or the existing eval and held-out cases. Questions were written from each coach's
 * name and description only; key facts were picked from the coach's knowledge afterwards,
 * without changing a question. Each expected figure is worked by hand beside it.
 */
export const HELD_OUT_2_CASES: readonly EvalCase[] = [
  ...CALCULATIONS,
  ...CONVERSATIONS,
  ...FILES,
  ...LANGUAGES,
  ...QUESTIONS,
];
