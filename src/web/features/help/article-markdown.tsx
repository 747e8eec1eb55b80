import clsx from 'clsx';
import { createElement, type ComponentPropsWithoutRef, type JSX } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';

const REMARK_PLUGINS = [remarkGfm];
const linkClasses =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 break-words';

/** A markdown element drawn as `Tag` with the article's classes; react-markdown's node is dropped. */
function styled(Tag: keyof JSX.IntrinsicElements, className: string) {
  return function Styled({ node: _node, ...props }: ExtraProps & { className?: string }) {
    return createElement(Tag, { ...props, className: clsx(props.className, className) });
  };
}

/** Links inside the app stay in the app; others (e-mail addresses) are ordinary links. */
function ArticleLink({ href = '', children }: ComponentPropsWithoutRef<'a'>) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={linkClasses}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={linkClasses}>
      {children}
    </a>
  );
}

/** A wide table scrolls sideways on a phone; focusable so a keyboard can scroll it too. */
function Table({ node: _node, ...props }: ComponentPropsWithoutRef<'table'> & ExtraProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- WCAG 2.1.1: scroll by keyboard
    <div tabIndex={0} className="my-4 overflow-x-auto rounded-lg border border-slate-200">
      <table {...props} className="min-w-full border-collapse text-left text-sm" />
    </div>
  );
}

/** Headings sit below the page's h1 (the article's title). */
const ELEMENTS: Components = {
  h1: styled('h2', 'mt-8 text-xl font-semibold text-slate-900'),
  h2: styled('h2', 'mt-8 text-xl font-semibold text-slate-900'),
  h3: styled('h3', 'mt-6 text-lg font-semibold text-slate-900'),
  p: styled('p', 'mt-4 leading-relaxed'),
  ul: styled('ul', 'mt-4 list-disc space-y-2 pl-6 leading-relaxed'),
  ol: styled('ol', 'mt-4 list-decimal space-y-2 pl-6 leading-relaxed'),
  strong: styled('strong', 'font-semibold text-slate-900'),
  code: styled('code', 'rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em]'),
  th: styled('th', 'border-b border-slate-200 bg-slate-50 px-3 py-2 font-semibold'),
  td: styled('td', 'border-b border-slate-100 px-3 py-2 align-top'),
  table: Table,
  a: ({ href, children }) => <ArticleLink href={href}>{children}</ArticleLink>,
};

/** An article's markdown body. Raw HTML in it would show as text, never as markup. */
export function ArticleMarkdown({ markdown }: { markdown: string }) {
  return (
    <Markdown remarkPlugins={REMARK_PLUGINS} components={ELEMENTS}>
      {markdown}
    </Markdown>
  );
}
