import { describe, expect, it } from 'vitest';
import { searchArticles } from './search-articles';

const articles = [
  {
    id: 'a',
    title: 'Setting up voice chat',
    summary: 'Allow microphone access.',
    text: 'Voice calls are coming.\nUse a headset so the coach does not hear itself.',
  },
  {
    id: 'b',
    title: 'Comparing plans',
    summary: 'What the Pro plan includes.',
    text: 'Pro and Enterprise are priced on quote.\nWrite to us with the category Billing.',
  },
  {
    id: 'c',
    title: 'Closing your account',
    summary: 'What happens to your VOICE notes.',
    text: 'Press Export in the chat header before you go.',
  },
];

const ids = (query: string) => searchArticles(articles, query).map((hit) => hit.article.id);
const excerptOf = (query: string, id: string) =>
  searchArticles(articles, query).find((hit) => hit.article.id === id)?.excerpt;

describe('searchArticles', () => {
  it('returns every article for an empty or blank query', () => {
    expect(ids('')).toEqual(['a', 'b', 'c']);
    expect(ids('   ')).toEqual(['a', 'b', 'c']);
  });

  it('matches the title and the summary, ignoring case, title matches first', () => {
    expect(ids('COMPARING')).toEqual(['b']);
    expect(ids('voice')).toEqual(['a', 'c']);
    expect(ids('microphone')).toEqual(['a']);
  });

  it('matches the start of a word and ignores surrounding spaces', () => {
    expect(ids('  pla ')).toEqual(['b']);
    // "ice" is inside "voice", not at the start of a word.
    expect(ids('ice')).toEqual([]);
  });

  it('finds an article by a word that only its body contains', () => {
    expect(ids('headset')).toEqual(['a']);
    expect(ids('export')).toEqual(['c']);
  });

  it('needs every word of the query, wherever each one is', () => {
    expect(ids('pro quote')).toEqual(['b']);
    expect(ids('pro headset')).toEqual([]);
  });

  it('shows the passage of the body that holds a word found only there', () => {
    expect(excerptOf('headset', 'a')).toBe('Use a headset so the coach does not hear itself.');
    expect(excerptOf('plans billing', 'b')).toBe('Write to us with the category Billing.');
  });

  it('shows no excerpt when the title or summary explain the match', () => {
    expect(excerptOf('voice', 'a')).toBe('');
    expect(excerptOf('pro', 'b')).toBe('');
  });

  it('returns an empty list when nothing matches, or the query has no words', () => {
    expect(ids('refund')).toEqual([]);
    expect(ids('?!')).toEqual([]);
  });

  it('does not modify the input list', () => {
    const result = searchArticles(articles, '');
    expect(result.map((hit) => hit.article)).toEqual(articles);
    expect(articles).toHaveLength(3);
  });
});
