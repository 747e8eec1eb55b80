import { Clock, Eye } from 'lucide-react';
import type { HelpArticle } from './help-articles';
import { categoryTitle } from './help-categories';

const numberFormat = new Intl.NumberFormat('en-US');

export const formatViews = (views: number) =>
  `${numberFormat.format(views)} ${views === 1 ? 'view' : 'views'}`;

export const formatReadTime = (minutes: number) => `${minutes} min read`;

/** One article in a list: title, summary and how popular and long it is. */
export function HelpArticleItem({
  article,
  showCategory = false,
}: {
  article: HelpArticle;
  showCategory?: boolean;
}) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      {showCategory && (
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {categoryTitle(article.category)}
        </p>
      )}
      <h3 className="font-semibold text-slate-900">{article.title}</h3>
      <p className="mt-1 text-sm text-slate-700">{article.summary}</p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1">
          <Eye aria-hidden className="size-4" />
          {formatViews(article.views)}
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden className="size-4" />
          {formatReadTime(article.readMinutes)}
        </span>
      </p>
    </li>
  );
}
