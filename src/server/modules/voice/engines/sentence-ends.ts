/** Abbreviations whose '.' does not end a sentence (lower case, without the final dot). */
// prettier-ignore
const ABBREVIATIONS = new Set([
  'dr', 'dra', 'mr', 'mrs', 'ms', 'prof', 'sr', 'sra', 'jr', 'st', 'vs', 'etc', 'approx', 'cf',
  'fig', 'vol', 'ex', 'mme', 'mlle', 'av', 'nº',
]);

/**
 * Whether a '.' followed by a space continues the sentence: after an abbreviation, an initial
 * or a list number. `before` is the text up to the dot; `startsLine` says whether it begins
 * a line. Cheap rules, no dictionary: a wrong guess only merges or splits two spoken pieces.
 */
export function dotContinues(before: string, startsLine: boolean): boolean {
  const word = (/[^\s([{"'“‘*_]*$/.exec(before)?.[0] ?? '').toLowerCase();
  if (ABBREVIATIONS.has(word)) return true;
  if (/^(\p{L}\.)*\p{L}$/u.test(word)) return true; // "J.", "e.g.", "U.S."
  const lineStart = before.lastIndexOf('\n') + 1;
  const beginsLine = lineStart > 0 || startsLine;
  return beginsLine && /^\s*\d{1,3}$/.test(before.slice(lineStart)); // "1. " opening an item
}
