import { ArrowLeft, Clock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { ArticleMarkdown } from './article-markdown';
import type { ArticleLinkState } from './help-article-item';
import { categoryTitle } from './help-categories';
import { HelpContactBox } from './help-contact-box';
import { relatedDocs, type HelpDoc } from './help-library';
import { formatReadTime } from './read-time';
import { RelatedArticles } from './related-articles';

/** The search the reader came from, carried by the links that led here. */
function searchOf(state: unknown): string {
  const search = (state as ArticleLinkState | null)?.search;
  return typeof search === 'string' ? search.trim() : '';
}

/** One article: the way back, its title, category and read time, body and related articles. */
export function HelpArticleView({ article }: { article: HelpDoc }) {
  const location = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const search = searchOf(location.state);
  const arrivedInApp = location.key !== 'default';

  // Arriving from another page of the app, reading starts at the title (not on a fresh load).
  useEffect(() => {
    if (arrivedInApp) headingRef.current?.focus();
  }, [arrivedInApp]);

  return (
    <>
      <article className="text-slate-700">
        <title>{`${article.title} · CoachForge Help Center`}</title>
        <Link
          to={search ? `/help?q=${encodeURIComponent(search)}` : '/help'}
          state={{ from: article.id }}
          className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {search ? 'Back to search results' : 'Back to Help Center'}
        </Link>
        <header className="mt-6 border-b border-slate-200 pb-6">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {categoryTitle(article.category)}
          </p>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl"
          >
            {article.title}
          </h1>
          <p className="mt-2 inline-flex items-center gap-1 text-sm text-slate-600">
            <Clock aria-hidden className="size-4" />
            {formatReadTime(article.readMinutes)}
          </p>
        </header>
        <ArticleMarkdown markdown={article.body} />
      </article>
      <RelatedArticles
        articles={relatedDocs(article)}
        category={article.category}
        linkState={search ? { search } : undefined}
      />
      <HelpContactBox />
    </>
  );
}
