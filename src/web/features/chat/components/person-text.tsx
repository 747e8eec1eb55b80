import { memo } from 'react';
import Markdown, { type Components, type Options } from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import { emphasisOnly } from '../lib/emphasis-only';

const REMARK_PLUGINS: Options['remarkPlugins'] = [emphasisOnly, remarkBreaks];
const ALLOWED = ['p', 'strong', 'em', 'br'];
const ELEMENTS: Components = {
  p: ({ children }) => <p className="my-2 first:mt-0 last:mb-0">{children}</p>,
  strong: ({ children }) => <strong className="font-semibold">{children}</strong>,
};

/** A person's own message: bold, italic and line breaks; everything else as typed. */
export const PersonText = memo(function PersonText({ text }: { text: string }) {
  return (
    <Markdown
      remarkPlugins={REMARK_PLUGINS}
      allowedElements={ALLOWED}
      unwrapDisallowed
      components={ELEMENTS}
    >
      {text}
    </Markdown>
  );
});
