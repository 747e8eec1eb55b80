import { ChevronRight } from 'lucide-react';
import { HelpArticleItem } from './help-article-item';
import { HELP_CATEGORIES } from './help-categories';
import type { HelpDoc } from './help-library';

/** Every category as a native, keyboard-accessible disclosure listing its articles. */
export function HelpCategoryList({ articles }: { articles: readonly HelpDoc[] }) {
  return (
    <section aria-labelledby="help-categories-heading" className="mt-10">
      <h2 id="help-categories-heading" className="text-xl font-semibold text-slate-900">
        Browse by category
      </h2>
      <div className="mt-4 space-y-3">
        {HELP_CATEGORIES.map((category) => {
          const inCategory = articles.filter((article) => article.category === category.id);
          return (
            <details
              key={category.id}
              className="group rounded-lg border border-slate-200 bg-slate-50"
            >
              <summary className="flex cursor-pointer list-none items-center gap-3 rounded-lg p-4 font-semibold text-slate-900 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
                <ChevronRight
                  aria-hidden
                  className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-90"
                />
                <span>{category.title}</span>
                <span className="ml-auto text-sm font-normal whitespace-nowrap text-slate-600">
                  {inCategory.length} articles
                </span>
              </summary>
              <ul className="space-y-3 px-4 pb-4">
                {inCategory.map((article) => (
                  <HelpArticleItem key={article.id} article={article} />
                ))}
              </ul>
            </details>
          );
        })}
      </div>
    </section>
  );
}
