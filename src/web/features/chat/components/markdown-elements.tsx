import clsx from 'clsx';
import { type ComponentPropsWithoutRef, createElement, type JSX, type ReactNode } from 'react';
import type { Components, ExtraProps } from 'react-markdown';
import { Link } from 'react-router';

/**
 * A markdown element drawn as `Tag` with Tailwind classes added to its own (a code block's
 * `language-ts` stays); react-markdown's `node` is not passed on to the DOM.
 */
function styled(Tag: keyof JSX.IntrinsicElements, className: string) {
  return function Styled({ node: _node, ...props }: ExtraProps & { className?: string }) {
    return createElement(Tag, { ...props, className: clsx(props.className, className) });
  };
}

const heading = 'mt-3 mb-1 font-semibold first:mt-0';

const LINK_CLASSES =
  'font-medium break-words text-brand-700 underline underline-offset-2 hover:text-brand-800';

/**
 * A link out of the chat: a new tab that learns nothing of this page. A path of this app (a
 * coach the reply recommends, "/agents/…/run") opens here, as any link in the app does.
 */
function ExternalLink({ href, children }: { href?: string; children: ReactNode }) {
  if (href?.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={LINK_CLASSES}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={LINK_CLASSES}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** Both scroll sideways inside the bubble; focusable so a keyboard can scroll them too. */
function CodeBlock({ node: _node, ...props }: ComponentPropsWithoutRef<'pre'> & ExtraProps) {
  return (
    <pre
      {...props}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- WCAG 2.1.1: scroll by keyboard
      tabIndex={0}
      className="my-2 overflow-x-auto rounded-lg bg-slate-900 p-3 font-mono text-xs leading-relaxed text-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 [&>code]:rounded-none [&>code]:bg-transparent [&>code]:p-0 [&>code]:text-[1em]"
    />
  );
}
function Table({ node: _node, ...props }: ComponentPropsWithoutRef<'table'> & ExtraProps) {
  return (
    <div
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- WCAG 2.1.1: scroll by keyboard
      tabIndex={0}
      className="my-2 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <table {...props} className="min-w-full border-collapse text-left text-sm" />
    </div>
  );
}

/**
 * How a coach reply's markdown looks in its bubble. Headings sit one level below the page's
 * h1 (the coach's name). Images become links: a picture a model names is not fetched unless
 * the person asks for it (an image URL can carry the conversation to a third party).
 */
export const coachMarkdownElements: Components = {
  p: styled('p', 'my-2 first:mt-0 last:mb-0'),
  h1: styled('h2', `${heading} text-base`),
  h2: styled('h3', `${heading} text-base`),
  h3: styled('h4', `${heading} text-sm`),
  h4: styled('h5', `${heading} text-sm`),
  h5: styled('h6', `${heading} text-sm`),
  h6: styled('h6', `${heading} text-sm`),
  strong: styled('strong', 'font-semibold'),
  ul: styled('ul', 'my-2 list-disc space-y-1 pl-5'),
  ol: styled('ol', 'my-2 list-decimal space-y-1 pl-5'),
  blockquote: styled('blockquote', 'my-2 border-l-4 border-slate-300 pl-3 text-slate-700'),
  hr: styled('hr', 'my-3 border-slate-200'),
  code: styled('code', 'rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em]'),
  pre: CodeBlock,
  table: Table,
  th: styled('th', 'border border-slate-300 bg-slate-50 px-2 py-1 font-semibold'),
  td: styled('td', 'border border-slate-300 px-2 py-1 align-top'),
  a: ({ href, children }) => <ExternalLink href={href}>{children}</ExternalLink>,
  img: ({ src, alt }) => (
    <ExternalLink href={typeof src === 'string' ? src : undefined}>{alt || 'Image'}</ExternalLink>
  ),
  // GFM task lists: a read-only checkbox still needs a name.
  input: ({ node: _node, ...props }) => (
    <input {...props} aria-label={props.checked ? 'Done' : 'Not done'} />
  ),
};
