interface Searchable {
  title: string;
  summary: string;
}

/**
 * Articles whose title or summary contains the query, ignoring case and surrounding spaces.
 * An empty query matches every article.
 */
export function filterArticles<T extends Searchable>(articles: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...articles];
  return articles.filter(
    (article) =>
      article.title.toLocaleLowerCase().includes(needle) ||
      article.summary.toLocaleLowerCase().includes(needle),
  );
}
