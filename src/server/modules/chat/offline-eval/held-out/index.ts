import type { EvalCase } from '../eval-case';
import { CALCULATIONS } from './calculations';
import { CONVERSATIONS } from './conversations';
import { LANGUAGES_AND_FILES } from './languages-and-files';
import { QUESTIONS } from './questions';

/**
 * Held-out founder questions (issue 30, "Done when"): written from the founder's side by someone
 * who never saw the eval's cases or the engine. Each figure was worked by hand in the comment
 * beside it; key facts were picked from the coach's knowledge only after the question was written.
 */
export const HELD_OUT_CASES: readonly EvalCase[] = [
  ...CALCULATIONS,
  ...CONVERSATIONS,
  ...LANGUAGES_AND_FILES,
  ...QUESTIONS,
];
