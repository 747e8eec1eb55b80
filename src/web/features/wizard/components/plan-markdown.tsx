import { memo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

const elements: Components = {
  h1: ({ children }) => <h2 className="mt-2 text-2xl font-bold text-slate-900">{children}</h2>,
  h2: ({ children }) => <h3 className="mt-6 text-lg font-semibold text-slate-900">{children}</h3>,
  h3: ({ children }) => <h4 className="mt-4 font-semibold text-slate-900">{children}</h4>,
  p: ({ children }) => <p className="mt-2 leading-relaxed text-slate-800">{children}</p>,
  ul: ({ children }) => <ul className="mt-2 list-disc space-y-1 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="mt-2 list-decimal space-y-1 pl-6">{children}</ol>,
  a: ({ href, children }) => (
    <a href={href} className="text-brand-700 underline" rel="noopener noreferrer nofollow">
      {children}
    </a>
  ),
};

/**
 * A plan as Markdown: its headings sit one level under the screen's own (the page has the h1).
 * Raw HTML shows as text. Memoised, so a streaming plan re-renders only as it grows.
 */
export const PlanMarkdown = memo(function PlanMarkdown({ markdown }: { markdown: string }) {
  return (
    <Markdown remarkPlugins={[remarkGfm]} components={elements}>
      {markdown}
    </Markdown>
  );
});
