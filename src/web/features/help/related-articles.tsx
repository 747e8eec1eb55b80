import { Link } from 'react-router';
import type { ArticleLinkState } from './help-article-item';
import { categoryTitle } from './help-categories';
import type { HelpDoc } from './help-library';
import { formatReadTime } from './read-time';

/** A few other articles of the same category, after the one just read. */
export function RelatedArticles({
  articles,
  category,
  linkState,
}: {
  articles: readonly HelpDoc[];
  category: HelpDoc['category'];
  linkState?: ArticleLinkState;
}) {
  if (articles.length === 0) return null;
  return (
    <section
      aria-labelledby="help-related-heading"
      className="mt-12 border-t border-slate-200 pt-8"
    >
      <h2 id="help-related-heading" className="text-xl font-semibold text-slate-900">
        Related articles
      </h2>
      <p className="mt-1 text-sm text-slate-600">More in {categoryTitle(category)}</p>
      <ul className="mt-4 space-y-4">
        {articles.map((article) => (
          <li key={article.id}>
            <Link
              to={`/help/${article.id}`}
              state={linkState}
              className="rounded-sm font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
            >
              {article.title}
            </Link>
            <p className="mt-1 text-sm text-slate-700">{article.summary}</p>
            <p className="mt-1 text-xs text-slate-600">{formatReadTime(article.readMinutes)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
