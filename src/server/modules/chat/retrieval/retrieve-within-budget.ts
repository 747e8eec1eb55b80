import { search, type Bm25Index } from './bm25';
import type { Passage } from './passages';

/** How many ranked candidates are considered before the budget is filled. */
const CANDIDATES = 200;

/**
 * The passages most relevant to `query` that fit in `budgetChars`, returned in their
 * original order so the model reads them as written. Never cuts a passage in half.
 */
export function retrieveWithinBudget(
  index: Bm25Index,
  query: string,
  budgetChars: number,
): Passage[] {
  const chosen: Passage[] = [];
  let used = 0;
  for (const { passage } of search(index, query, CANDIDATES)) {
    if (used + passage.text.length > budgetChars) continue;
    chosen.push(passage);
    used += passage.text.length;
  }
  return chosen.sort((a, b) => a.id - b.id);
}
