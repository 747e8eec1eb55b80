import { Parser } from 'htmlparser2';
import { collapseWhitespace } from '../text-limit';
import { LineCollector } from './line-collector';
import { BLOCK_TAGS, DROPPED_ROLES, DROPPED_TAGS, isHidden } from './html-rules';

export interface ExtractedPage {
  title: string;
  text: string;
}

interface Frame {
  name: string;
  dropped: boolean;
  region: 'main' | 'article' | undefined;
}

/**
 * The readable text of an HTML page: furniture (scripts, navigation, footers, forms…) is
 * dropped, `<main>` or `<article>` is preferred when it holds the content, headings and
 * paragraphs become lines, entities are decoded and whitespace collapsed.
 */
export function extractReadableText(html: string): ExtractedPage {
  const lines = new LineCollector();
  const stack: Frame[] = [];
  let titleText: string | undefined;
  let ogTitle: string | undefined;
  let inTitle = false;

  const droppedNow = () => lines.dropDepth > 0;
  const inRegion = () => lines.mainDepth + lines.articleDepth > 0;

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'meta' && attribs.property === 'og:title') ogTitle ??= attribs.content;
        if (name === 'title' && !droppedNow() && titleText === undefined) inTitle = true;
        // A <header> inside the article is its headline, not the site banner.
        const dropped =
          DROPPED_TAGS.has(name) ||
          (name === 'header' && !inRegion()) ||
          DROPPED_ROLES.has(attribs.role ?? '') ||
          isHidden(attribs);
        const region = name === 'main' ? 'main' : name === 'article' ? 'article' : undefined;
        stack.push({ name, dropped, region });
        if (BLOCK_TAGS.has(name)) lines.breakLine();
        lines.enter({ dropped, region, heading: name === 'h1', pre: name === 'pre' });
        if (name === 'li') lines.setPrefix('- ');
        if (name === 'td' || name === 'th') lines.addText(' ');
      },
      ontext(text) {
        if (inTitle) titleText = (titleText ?? '') + text;
        else lines.addText(text);
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        const index = stack.map((frame) => frame.name).lastIndexOf(name);
        if (index === -1) return;
        for (const frame of stack.splice(index).reverse()) {
          if (BLOCK_TAGS.has(frame.name)) lines.breakLine();
          lines.leave({
            dropped: frame.dropped,
            region: frame.region,
            heading: frame.name === 'h1',
            pre: frame.name === 'pre',
          });
          if (frame.name === 'li') lines.setPrefix('');
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  lines.breakLine();

  const title = [titleText, ogTitle, lines.firstHeading]
    .map((candidate) => collapseWhitespace(candidate ?? ''))
    .find((candidate) => candidate !== '');
  return { title: title ?? '', text: lines.readableText() };
}
