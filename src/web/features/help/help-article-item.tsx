import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { categoryTitle } from './help-categories';
import type { HelpDoc } from './help-library';
import { HighlightedText } from './highlighted-text';
import { formatReadTime } from './read-time';

/** What an article link tells the article page: the search it came from, for the way back. */
export interface ArticleLinkState {
  search?: string;
}

interface HelpArticleItemProps {
  article: HelpDoc;
  showCategory?: boolean;
  /** Searched words to mark in the title, summary and excerpt. */
  terms?: readonly string[];
  /** A passage of the body that explains a search match. */
  excerpt?: string;
  linkState?: ArticleLinkState;
}

/** One article in a list: its title as a link to the article, summary and read time. */
export function HelpArticleItem({
  article,
  showCategory = false,
  terms = [],
  excerpt = '',
  linkState,
}: HelpArticleItemProps) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      {showCategory && (
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {categoryTitle(article.category)}
        </p>
      )}
      <h3 className="font-semibold">
        <Link
          to={`/help/${article.id}`}
          state={linkState}
          data-article-id={article.id}
          className="rounded-sm text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
        >
          <HighlightedText text={article.title} terms={terms} />
        </Link>
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        <HighlightedText text={article.summary} terms={terms} />
      </p>
      {excerpt && (
        <p className="mt-2 border-l-4 border-slate-200 pl-3 text-sm text-slate-700">
          <span className="sr-only">Matching passage: </span>
          <HighlightedText text={excerpt} terms={terms} />
        </p>
      )}
      <p className="mt-2 inline-flex items-center gap-1 text-sm text-slate-600">
        <Clock aria-hidden className="size-4" />
        {formatReadTime(article.readMinutes)}
      </p>
    </li>
  );
}
