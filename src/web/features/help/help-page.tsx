import { Search } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { useLocation } from 'react-router';
import { PageContainer } from '../../components/ui/page-container';
import { HelpArticleItem } from './help-article-item';
import { HelpCategoryList } from './help-category-list';
import { HelpContactBox } from './help-contact-box';
import { HELP_DOCS, STARTER_DOCS } from './help-library';
import { HelpSearchResults } from './help-search-results';
import { searchArticles } from './search-articles';
import { searchTerms } from './text-match';
import { useSearchQuery } from './use-search-query';

function resultSummary(count: number, query: string) {
  if (count === 0) return `No articles match “${query}”.`;
  return `${count} ${count === 1 ? 'article matches' : 'articles match'} “${query}”.`;
}

/** The article a reader came back from ("Back to search results"), to return focus to it. */
const returnedFrom = (state: unknown) =>
  typeof state === 'object' && state !== null && 'from' in state ? String(state.from) : '';

/** The Help Center at /help: search into every article, the team's picks and categories. */
export default function HelpPage() {
  const searchId = useId();
  const location = useLocation();
  const [query, setQuery] = useSearchQuery();
  const trimmed = query.trim();
  const searching = trimmed !== '';
  const hits = useMemo(() => searchArticles(HELP_DOCS, query), [query]);
  const terms = useMemo(() => searchTerms(query), [query]);

  const from = returnedFrom(location.state);
  useEffect(() => {
    if (from)
      document.querySelector<HTMLElement>(`a[data-article-id="${CSS.escape(from)}"]`)?.focus();
  }, [from]);

  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Help Center</h1>
        <p className="mt-1 text-slate-700">
          Guides and answers for coaching, building agents, your account and your data.
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
              placeholder="e.g. export, headset, knowledge"
              autoComplete="off"
              className="h-11 w-full rounded-lg border border-slate-400 bg-white pr-3 pl-10 text-slate-900 placeholder:text-slate-600"
            />
          </div>
        </div>
        <p aria-live="polite" className="mt-2 min-h-6 text-sm text-slate-700">
          {searching ? resultSummary(hits.length, trimmed) : ''}
        </p>

        {searching ? (
          <HelpSearchResults hits={hits} terms={terms} query={trimmed} />
        ) : (
          <>
            <section aria-labelledby="help-starter-heading" className="mt-6">
              <h2 id="help-starter-heading" className="text-xl font-semibold text-slate-900">
                Start here
              </h2>
              <p className="mt-1 text-sm text-slate-700">
                Chosen by the CoachForge team as the best first reads.
              </p>
              <ul className="mt-4 space-y-3">
                {STARTER_DOCS.map((article) => (
                  <HelpArticleItem key={article.id} article={article} />
                ))}
              </ul>
            </section>
            <HelpCategoryList articles={HELP_DOCS} />
          </>
        )}

        <HelpContactBox />
      </div>
    </PageContainer>
  );
}
