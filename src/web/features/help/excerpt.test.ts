import { describe, expect, it } from 'vitest';
import { EXCERPT_CHARS, excerptAround } from './excerpt';
import { highlightSegments, searchTerms } from './text-match';

const long = (words: number, word = 'lorem') => Array.from({ length: words }, () => word).join(' ');

describe('excerptAround', () => {
  it('cuts a long block at spaces around the word, with ellipses where it cuts', () => {
    const text = `${long(40)} the headset matters ${long(60)}`;
    const excerpt = excerptAround(text, ['headset']);
    expect(excerpt).toMatch(/^…(lorem )+the headset matters( lorem)+…$/);
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_CHARS + 2);
  });

  it('stays within the block (line) of the match', () => {
    expect(excerptAround('First block.\nThe headset block.\nLast block.', ['headset'])).toBe(
      'The headset block.',
    );
  });

  it('prefers the passage holding the most of the words', () => {
    const text = `Billing alone here.\n${long(5)}\nBilling and quote together.`;
    expect(excerptAround(text, ['billing', 'quote'])).toBe('Billing and quote together.');
  });

  it('is empty when no word occurs', () => {
    expect(excerptAround('Nothing here.', ['headset'])).toBe('');
  });
});

describe('searchTerms and highlightSegments', () => {
  it('splits a query into distinct words without surrounding punctuation', () => {
    expect(searchTerms(' Reset  PASSWORD? reset "e-mail" ')).toEqual([
      'reset',
      'password',
      'e-mail',
    ]);
  });

  it('marks every occurrence of the words at word starts, keeping their case', () => {
    expect(highlightSegments('Plans: the Pro plan explained', ['pla', 'pro'])).toEqual([
      { text: 'Pla', match: true },
      { text: 'ns: the ', match: false },
      { text: 'Pro', match: true },
      { text: ' ', match: false },
      { text: 'pla', match: true },
      { text: 'n explained', match: false },
    ]);
  });
});
