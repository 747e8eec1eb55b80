import path from 'node:path';

/** The snippet's URL never changes, so a new loader reaches every site within five minutes. */
const LOADER_CACHE = 'public, max-age=300';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Headers of the embeddable widget's files: other sites load them, so they are readable from
 * any origin (the loader as a classic script needs CORP cross-origin, which helmet sets to
 * same-origin; the chunks are ES modules, fetched with CORS). Undefined for other files.
 */
export function widgetAssetHeaders(
  webDistDir: string,
  filePath: string,
): Record<string, string> | undefined {
  const relative = path
    .relative(webDistDir, filePath)
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  const isLoader = relative === 'widget.js';
  if (!isLoader && !relative.startsWith('widget/')) return undefined;
  return {
    'Cache-Control': isLoader ? LOADER_CACHE : IMMUTABLE,
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'Access-Control-Allow-Origin': '*',
  };
}

/** Whether a request asks for a widget file (answered 404 in the one shape when missing). */
export const isWidgetPath = (pathname: string) =>
  pathname === '/widget.js' || pathname.startsWith('/widget/');
