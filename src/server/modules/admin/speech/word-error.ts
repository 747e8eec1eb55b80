/**
 * Word error rate by word edit distance (substitutions, insertions, deletions over the
 * expected words). Written here, not taken from a library: it is one small loop, and a
 * package for it would be one more dependency to audit.
 */

/** Lower case, apostrophes dropped (l'année → lannée), other punctuation a space. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/** Edits turning `expected` into `heard`, word by word (Levenshtein, two rows). */
export function wordEdits(expected: readonly string[], heard: readonly string[]): number {
  let previous = Array.from({ length: heard.length + 1 }, (_, i) => i);
  for (let i = 1; i <= expected.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= heard.length; j += 1) {
      const same = expected[i - 1] === heard[j - 1];
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (same ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[heard.length] ?? 0;
}

/**
 * 0 (every word right) to 1 (every word wrong). Extra words heard can push the raw rate past
 * 1; the console reads it as a share of the sentence, so it stops at 1.
 */
export function wordErrorRate(expected: string, heard: string): number {
  const want = wordsOf(expected);
  if (want.length === 0) return heard.trim() ? 1 : 0;
  const rate = wordEdits(want, wordsOf(heard)) / want.length;
  return Math.min(1, Math.round(rate * 1000) / 1000);
}
