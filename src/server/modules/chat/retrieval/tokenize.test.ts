import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenize';

describe('tokenize', () => {
  const knows = (...words: string[]) => {
    const terms = new Set(words.flatMap((word) => tokenize(word)));
    return (term: string) => terms.has(term);
  };

  it('reads a prefixed word as the word the collection knows', () => {
    const known = knows('corporation', 'price', 'profitable');
    expect(tokenize('should we incorporate?', known)).toEqual(tokenize('corporation'));
    expect(tokenize('when to do a repricing', known)).toEqual(['price']);
    expect(tokenize('unprofitable customers', known)).toEqual([
      ...tokenize('profitable'),
      ...tokenize('customers'),
    ]);
  });

  it('keeps a word whose remainder is another, short word', () => {
    const known = knows('come', 'vest', 'form');
    expect(tokenize('income invest inform', known)).toEqual(tokenize('income invest inform'));
  });

  it('keeps a word the collection knows as it is', () => {
    const known = knows('incorporation', 'corporation');
    expect(tokenize('incorporate', known)).toEqual(tokenize('incorporation'));
  });

  it('reads "83(b)" and "83b" as one code', () => {
    expect(tokenize('file the 83(b)')).toEqual(tokenize('file the 83b'));
  });
});
