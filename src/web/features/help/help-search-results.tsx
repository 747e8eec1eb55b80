import { Link } from 'react-router';
import { HelpArticleItem } from './help-article-item';
import type { HelpDoc } from './help-library';
import type { SearchHit } from './search-articles';

/** The articles a search found, each with why it matched; or, when none, where to turn. */
export function HelpSearchResults({
  hits,
  terms,
  query,
}: {
  hits: readonly SearchHit<HelpDoc>[];
  terms: readonly string[];
  query: string;
}) {
  if (hits.length === 0) {
    return (
      <section aria-labelledby="help-no-results-heading" className="mt-6">
        <h2 id="help-no-results-heading" className="text-xl font-semibold text-slate-900">
          No matching articles
        </h2>
        <p className="mt-2 text-slate-700">
          Try fewer or different words, or browse the categories by clearing the search. If the
          answer is not here,{' '}
          <Link
            to="/contact"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            write to our support team
          </Link>
          .
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="help-results-heading" className="mt-6">
      <h2 id="help-results-heading" className="text-xl font-semibold text-slate-900">
        Search results
      </h2>
      <ul className="mt-4 space-y-3">
        {hits.map(({ article, excerpt }) => (
          <HelpArticleItem
            key={article.id}
            article={article}
            showCategory
            terms={terms}
            excerpt={excerpt}
            linkState={{ search: query }}
          />
        ))}
      </ul>
    </section>
  );
}
