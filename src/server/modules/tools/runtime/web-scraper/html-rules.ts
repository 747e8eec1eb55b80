/** Elements that are page furniture or not text at all; their content is never read. */
export const DROPPED_TAGS = new Set([
  'script',
  'style',
  'nav',
  'footer',
  'aside',
  'noscript',
  'svg',
  'math',
  'form',
  'template',
  'iframe',
  'object',
  'canvas',
  'button',
  'select',
  'textarea',
  'dialog',
]);

/** ARIA landmarks that mean the same furniture as the dropped tags. */
export const DROPPED_ROLES = new Set([
  'navigation',
  'banner',
  'contentinfo',
  'complementary',
  'search',
  'menu',
  'menubar',
  'dialog',
]);

/** Elements that start a new line of text (the rest are inline and run together). */
export const BLOCK_TAGS = new Set([
  'address',
  'article',
  'blockquote',
  'body',
  'br',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tr',
  'ul',
]);

/** Whether an element is hidden from readers, so its text is not part of the page. */
export function isHidden(attribs: Record<string, string>): boolean {
  return (
    'hidden' in attribs ||
    attribs['aria-hidden'] === 'true' ||
    /display\s*:\s*none|visibility\s*:\s*hidden/i.test(attribs.style ?? '')
  );
}
