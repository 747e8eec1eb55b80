import { describe, expect, it } from 'vitest';
import { ARTICLE_BODIES } from './article-bodies';
import { HELP_ARTICLES, STARTER_ARTICLE_IDS } from './help-articles';
import { HELP_CATEGORIES } from './help-categories';
import { findHelpDoc, HELP_DOCS, relatedDocs, STARTER_DOCS } from './help-library';
import { countWords, readMinutes } from './read-time';
import { searchArticles } from './search-articles';

describe('the help library', () => {
  it('has a body for every article, and no body without an article', () => {
    const ids = HELP_ARTICLES.map((article) => article.id);
    expect([...ARTICLE_BODIES.keys()].sort()).toEqual([...ids].sort());
    for (const doc of HELP_DOCS) expect(countWords(doc.text), doc.id).toBeGreaterThan(150);
  });

  it('links only to articles that exist', () => {
    for (const doc of HELP_DOCS) {
      for (const [, target] of doc.body.matchAll(/\]\(\/help\/([^)#?]+)\)/g)) {
        expect(findHelpDoc(target!), `${doc.id} -> ${target}`).toBeDefined();
      }
    }
  });

  it('computes read times from each article’s word count', () => {
    const doc = findHelpDoc('first-conversation')!;
    expect(doc.readMinutes).toBe(readMinutes(countWords(`${doc.title}\n${doc.text}`)));
    expect(doc.readMinutes).toBeGreaterThanOrEqual(2);
    expect(new Set(HELP_DOCS.map((d) => d.readMinutes)).size).toBeGreaterThan(1);
  });

  it('shows no invented figures: articles carry no view counts', () => {
    for (const doc of HELP_DOCS) expect(doc).not.toHaveProperty('views');
  });

  it('lists the team’s starter picks in their order', () => {
    expect(STARTER_DOCS.map((doc) => doc.id)).toEqual(STARTER_ARTICLE_IDS);
  });

  it('relates an article to others of its category only', () => {
    for (const category of HELP_CATEGORIES) {
      const docs = HELP_DOCS.filter((doc) => doc.category === category.id);
      expect(docs.length, category.id).toBeGreaterThanOrEqual(2);
      for (const doc of docs) {
        const related = relatedDocs(doc);
        expect(related.length).toBeGreaterThan(0);
        expect(related.every((r) => r.category === doc.category && r.id !== doc.id)).toBe(true);
      }
    }
  });

  it('finds an article by a word of its body and explains the match', () => {
    const hits = searchArticles(HELP_DOCS, 'headset');
    expect(hits.map((hit) => hit.article.id)).toEqual(['voice-setup']);
    expect(hits[0]!.excerpt).toMatch(/headset/i);
  });
});
