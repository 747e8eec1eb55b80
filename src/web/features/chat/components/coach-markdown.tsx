import { memo } from 'react';
import Markdown from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';
import { coachMarkdownElements } from './markdown-elements';

/** GFM (lists, tables, links, code) with single newlines kept as line breaks (spec 01 §2). */
const REMARK_PLUGINS = [remarkGfm, remarkBreaks];

/**
 * A coach reply as markdown. Raw HTML in it shows as text, never as markup; link targets go
 * through react-markdown's default URL check (no javascript: and the like). Half-written
 * markdown of a streaming reply simply renders as far as it goes. Memoised: while one reply
 * streams, the others in the conversation are not parsed again.
 */
export const CoachMarkdown = memo(function CoachMarkdown({ text }: { text: string }) {
  return (
    <Markdown remarkPlugins={REMARK_PLUGINS} components={coachMarkdownElements}>
      {text}
    </Markdown>
  );
});

/** The words of a reply without its markup, for a screen-reader announcement. */
export function CoachPlainText({ text }: { text: string }) {
  return (
    <Markdown remarkPlugins={REMARK_PLUGINS} allowedElements={['p', 'br']} unwrapDisallowed>
      {text}
    </Markdown>
  );
}
