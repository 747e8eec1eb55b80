import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { PageContainer } from '../../components/ui/page-container';
import { filterArticles } from './filter-articles';
import { HelpArticleItem } from './help-article-item';
import { HELP_ARTICLES } from './help-articles';
import { HelpCategoryList } from './help-category-list';

const POPULAR_COUNT = 5;
const POPULAR_ARTICLES = [...HELP_ARTICLES]
  .sort((a, b) => b.views - a.views)
  .slice(0, POPULAR_COUNT);

function resultSummary(count: number, query: string) {
  if (count === 0) return `No articles match “${query}”.`;
  return `${count} ${count === 1 ? 'article matches' : 'articles match'} “${query}”.`;
}

/** The Help Center at /help: search, popular articles and categories. */
export default function HelpPage() {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const trimmed = query.trim();
  const searching = trimmed !== '';
  const results = useMemo(() => filterArticles(HELP_ARTICLES, query), [query]);

  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Help Center</h1>
        <p className="mt-1 text-slate-700">
          Guides and answers for coaching, building agents, billing and your account.
        </p>

        <div role="search" className="mt-6">
          <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
            Search help articles
          </label>
          <div className="relative mt-1">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-600"
            />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="e.g. voice, invoices, API keys"
              autoComplete="off"
              className="h-11 w-full rounded-lg border border-slate-400 bg-white pr-3 pl-10 text-slate-900 placeholder:text-slate-600"
            />
          </div>
        </div>
        <p aria-live="polite" className="mt-2 min-h-6 text-sm text-slate-700">
          {searching ? resultSummary(results.length, trimmed) : ''}
        </p>

        {searching ? (
          results.length > 0 && (
            <section aria-labelledby="help-results-heading" className="mt-6">
              <h2 id="help-results-heading" className="text-xl font-semibold text-slate-900">
                Search results
              </h2>
              <ul className="mt-4 space-y-3">
                {results.map((article) => (
                  <HelpArticleItem key={article.id} article={article} showCategory />
                ))}
              </ul>
            </section>
          )
        ) : (
          <>
            <section aria-labelledby="help-popular-heading" className="mt-6">
              <h2 id="help-popular-heading" className="text-xl font-semibold text-slate-900">
                Popular articles
              </h2>
              <ul className="mt-4 space-y-3">
                {POPULAR_ARTICLES.map((article) => (
                  <HelpArticleItem key={article.id} article={article} />
                ))}
              </ul>
            </section>
            <HelpCategoryList articles={HELP_ARTICLES} />
          </>
        )}

        <section
          aria-labelledby="help-more-heading"
          className="mt-12 rounded-lg border border-brand-100 bg-brand-50 p-6 text-center"
        >
          <h2 id="help-more-heading" className="text-xl font-semibold text-slate-900">
            Still need help?
          </h2>
          <p className="mt-1 text-slate-700">
            Our team and other founders are happy to help you get unstuck.
          </p>
          <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to="/contact">Contact Support</ButtonLink>
            <ButtonLink to="/community" variant="secondary">
              Join the Community
            </ButtonLink>
          </div>
        </section>
      </div>
    </PageContainer>
  );
}
