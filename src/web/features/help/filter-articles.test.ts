import { describe, expect, it } from 'vitest';
import { filterArticles } from './filter-articles';

const articles = [
  { id: 'a', title: 'Setting up voice chat', summary: 'Allow microphone access.' },
  { id: 'b', title: 'Comparing plans', summary: 'What the Pro plan includes.' },
  { id: 'c', title: 'Closing your account', summary: 'What happens to your VOICE notes.' },
];

const ids = (query: string) => filterArticles(articles, query).map((article) => article.id);

describe('filterArticles', () => {
  it('returns every article for an empty or blank query', () => {
    expect(ids('')).toEqual(['a', 'b', 'c']);
    expect(ids('   ')).toEqual(['a', 'b', 'c']);
  });

  it('matches the title, ignoring case', () => {
    expect(ids('COMPARING')).toEqual(['b']);
  });

  it('matches the summary as well as the title', () => {
    expect(ids('voice')).toEqual(['a', 'c']);
    expect(ids('microphone')).toEqual(['a']);
  });

  it('matches part of a word and ignores surrounding spaces', () => {
    expect(ids('  pla ')).toEqual(['b']);
  });

  it('returns an empty list when nothing matches', () => {
    expect(ids('refund')).toEqual([]);
  });

  it('does not modify the input list', () => {
    const result = filterArticles(articles, '');
    expect(result).not.toBe(articles);
    expect(articles).toHaveLength(3);
  });
});
