import type { Nodes, Parents, RootContent } from 'mdast';
import { fromMarkdown, type Options } from 'mdast-util-from-markdown';
import remarkGfm from 'remark-gfm';
import { emphasisOnly } from './emphasis-only';

type ParserData = Pick<Options, 'extensions' | 'mdastExtensions'> & {
  micromarkExtensions?: Options['extensions'];
  fromMarkdownExtensions?: Options['mdastExtensions'];
};

/** The parser settings a remark plugin adds, read by running it on a stand-in processor. */
function parserOf(plugin: (this: { data(): unknown }) => void): Options {
  const data: ParserData = {};
  plugin.call({ data: () => data });
  return { extensions: data.micromarkExtensions, mdastExtensions: data.fromMarkdownExtensions };
}

// Replies are GFM (as CoachMarkdown shows them); a person's own text only bold and italic.
const COACH = parserOf(remarkGfm as unknown as (this: { data(): unknown }) => void);
const PERSON = parserOf(emphasisOnly);

const indent = (text: string, by: string) => text.replaceAll('\n', `\n${by}`);

function inline(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'html':
      return node.value;
    case 'break':
      return '\n';
    case 'image':
      return node.alt ?? '';
    case 'link': {
      const text = node.children.map(inline).join('');
      return text === node.url || node.url.startsWith('mailto:') ? text : `${text} (${node.url})`;
    }
    default:
      return 'children' in node ? node.children.map(inline).join('') : '';
  }
}

function block(node: RootContent): string {
  switch (node.type) {
    case 'code':
      return node.value;
    case 'thematicBreak':
      return '';
    case 'list':
      return node.children
        .map((item, i) => {
          const marker = node.ordered ? `${(node.start ?? 1) + i}. ` : '- ';
          return marker + indent(blocks(item, '\n'), ' '.repeat(marker.length));
        })
        .join('\n');
    case 'table':
      return node.children.map((row) => row.children.map(inline).join('\t')).join('\n');
    case 'blockquote':
    case 'listItem':
      return blocks(node, '\n\n');
    default:
      return inline(node);
  }
}

function blocks(parent: Parents, separator: string): string {
  return parent.children
    .map((child) => block(child as RootContent))
    .filter((text) => text.length > 0)
    .join(separator);
}

/**
 * A message as plain text, for Copy and Export: the words without markdown's marks (`**`,
 * `_`, `#`, backticks), lists as "- " and "1. " lines, links as "text (address)", tables as
 * tab-separated rows. A coach's reply is read as GFM, a person's own text as typed with only
 * bold and italic (what the chat shows of each).
 */
export function plainText(text: string, author: 'coach' | 'person' = 'coach'): string {
  return blocks(fromMarkdown(text, author === 'coach' ? COACH : PERSON), '\n\n');
}
