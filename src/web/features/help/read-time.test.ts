import { describe, expect, it } from 'vitest';
import { countWords, formatReadTime, readMinutes, WORDS_PER_MINUTE } from './read-time';

describe('countWords', () => {
  it('counts words as a reader does', () => {
    expect(countWords('Press Chat, then type.')).toBe(4);
    expect(countWords("Don't change your e-mail; 2,000 characters.")).toBe(6);
    expect(countWords('  \n ')).toBe(0);
  });
});

describe('readMinutes', () => {
  it('rounds up to whole minutes at the stated pace', () => {
    expect(readMinutes(WORDS_PER_MINUTE)).toBe(1);
    expect(readMinutes(WORDS_PER_MINUTE + 1)).toBe(2);
    expect(readMinutes(WORDS_PER_MINUTE * 3)).toBe(3);
  });

  it('never says zero minutes', () => {
    expect(readMinutes(0)).toBe(1);
    expect(readMinutes(12)).toBe(1);
  });

  it('reads as people say it', () => {
    expect(formatReadTime(3)).toBe('3 min read');
  });
});
