import { expect, it } from 'vitest';
import { wordErrorRate, wordsOf } from './word-error';

it('compares words, not case or punctuation', () => {
  expect(wordsOf("Je voudrais parler de l'année prochaine.")).toEqual([
    'je',
    'voudrais',
    'parler',
    'de',
    'lannée',
    'prochaine',
  ]);
  expect(wordErrorRate('Hello, coach!', 'hello coach')).toBe(0);
});

it('counts substitutions, deletions and insertions over the expected words', () => {
  expect(wordErrorRate('one two three four', 'one too three four')).toBe(0.25);
  expect(wordErrorRate('one two three four', 'one three four')).toBe(0.25);
  expect(wordErrorRate('one two three four', 'one two and three four')).toBe(0.25);
  expect(wordErrorRate('one two three four', '')).toBe(1);
});

it('stops at every word wrong, however much more was heard', () => {
  expect(wordErrorRate('hello', 'what tata pricing strategy')).toBe(1);
});
