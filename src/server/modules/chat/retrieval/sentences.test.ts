import { describe, expect, it } from 'vitest';
import { splitPassages } from './passages';
import { splitSentences } from './sentences';

/** Milliseconds `work` takes. */
function timed(work: () => void): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

describe('splitSentences', () => {
  it('keeps abbreviations, numbers and list markers with their sentence', () => {
    expect(
      splitSentences(
        'Mr. Smith met Dr. Jones. A Series A. Selling more is e.g. good. ' +
          'Margins of 0.5-2% hold.\n1. One thing. b) other. U.S.A. is big.',
      ),
    ).toEqual([
      'Mr. Smith met Dr. Jones.',
      'A Series A.',
      'Selling more is e.g. good.',
      'Margins of 0.5-2% hold.',
      '1. One thing. b) other.',
      'U.S.A. is big.',
    ]);
  });

  it('finds the same sentences across the windows it reads a long text in', () => {
    const sentence = (i: number) =>
      `Revenue in month ${i} was ${i * 1000} euros, approx. ${i}% up.`;
    const sentences = Array.from({ length: 400 }, (_, i) => sentence(i));
    expect(splitSentences(sentences.join(' '))).toEqual(sentences);
    // One sentence longer than a window stays one sentence.
    const long = `${'word '.repeat(3000)}end.`;
    expect(splitSentences(`${long} Next one.`)).toEqual([long, 'Next one.']);
  });

  // Before, each segment tested the whole sentence so far and V8's segmenter slowed with the
  // text's length: 200 KB of "Dr. " took 7 s and 1 MiB of short sentences over 90 s.
  it('takes time in proportion to the text, whatever it holds', () => {
    const doctors = 'Dr. '.repeat(50_000);
    const short = 'Revenue grew. '.repeat(75_000);
    const lines = 'Cash: 420,000 euros. Burn: 42,000 euros.\n'.repeat(25_000);
    expect(timed(() => expect(splitSentences(doctors)).toHaveLength(1))).toBeLessThan(3_000);
    expect(timed(() => expect(splitSentences(short)).toHaveLength(75_000))).toBeLessThan(3_000);
    expect(timed(() => splitPassages(lines))).toBeLessThan(3_000);
  });
});
