import { excerptAround } from './excerpt';
import { containsTerm, searchTerms } from './text-match';

export interface Searchable {
  title: string;
  summary: string;
  /** The article's body as plain text, one block per line. */
  text: string;
}

export interface SearchHit<T> {
  article: T;
  /** A passage of the body showing the words found only there; '' when the title or summary explain the match. */
  excerpt: string;
}

/** A word found in the title counts more than one in the summary, which counts more than the body. */
const WEIGHTS = { title: 4, summary: 2, body: 1 };

function score(article: Searchable, terms: readonly string[]): number {
  let total = 0;
  for (const term of terms) {
    if (containsTerm(article.title, term)) total += WEIGHTS.title;
    else if (containsTerm(article.summary, term)) total += WEIGHTS.summary;
    else if (containsTerm(article.text, term)) total += WEIGHTS.body;
    else return 0;
  }
  return total;
}

/**
 * Articles holding every word of the query (at a word start, ignoring case) in their title,
 * summary or body, best first (title, then summary, then body matches; ties keep the list's
 * order). An empty query matches every article; one of punctuation only, none.
 */
export function searchArticles<T extends Searchable>(
  articles: readonly T[],
  query: string,
): SearchHit<T>[] {
  if (query.trim() === '') return articles.map((article) => ({ article, excerpt: '' }));
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  return articles
    .map((article) => ({ article, score: score(article, terms) }))
    .filter((scored) => scored.score > 0)
    .sort((a, b) => b.score - a.score)
    .map(({ article }) => {
      const bodyOnly = terms.filter(
        (term) => !containsTerm(article.title, term) && !containsTerm(article.summary, term),
      );
      return { article, excerpt: bodyOnly.length ? excerptAround(article.text, bodyOnly) : '' };
    });
}
