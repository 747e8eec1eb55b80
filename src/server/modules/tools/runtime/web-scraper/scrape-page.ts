import { decodeText } from '../network/content-type';
import { resolveNetworkOptions } from '../network/network-settings';
import type { ToolNetworkOptions } from '../network/options';
import { safeFetch, type ResponseHead } from '../network/safe-fetch';
import { collapseWhitespace, limitText } from '../text-limit';
import { ToolError } from '../tool-error';
import { extractReadableText } from './extract-text';

export interface ScrapedPage {
  /** The final URL, after redirects. */
  url: string;
  title: string;
  /** Readable text, one heading or paragraph per line. */
  text: string;
  /** True when the body or the text was cut at its limit. */
  truncated: boolean;
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const READABLE_TYPES = new Set([...HTML_TYPES, 'text/plain']);

function checkPage(head: ResponseHead): void {
  if (head.status < 200 || head.status > 299) {
    throw new ToolError('http_status', `The page answered with status ${head.status}.`);
  }
  // No Content-Type at all is judged from the bytes after reading (see looksBinary).
  if (head.mimeType && !READABLE_TYPES.has(head.mimeType)) {
    throw new ToolError(
      'unsupported_content',
      `The page is not a web page I can read (${head.mimeType}).`,
    );
  }
}

const looksBinary = (body: Buffer) => body.subarray(0, 1024).includes(0);

/** Fetches a public web page and returns its readable text (the `web_scraper` tool). */
export async function scrapePage(
  url: string,
  options: ToolNetworkOptions = {},
): Promise<ScrapedPage> {
  const response = await safeFetch(
    {
      url,
      headers: { accept: 'text/html,application/xhtml+xml,text/plain;q=0.9' },
      inspect: checkPage,
    },
    options,
  );
  if (!response.mimeType && looksBinary(response.body)) {
    throw new ToolError(
      'unsupported_content',
      'The page is not a web page I can read (unknown type).',
    );
  }
  const isPlain = response.mimeType === 'text/plain';
  const source = decodeText(response.body, response.headers['content-type'], !isPlain);
  const page = isPlain ? { title: '', text: plainText(source) } : extractReadableText(source);
  const limited = limitText(page.text, resolveNetworkOptions(options).maxTextChars);
  return {
    url: response.url,
    title: page.title,
    text: limited.text,
    truncated: response.truncated || limited.truncated,
  };
}

/** Plain text keeps its lines; runs of blank lines and spaces are squeezed. */
function plainText(text: string): string {
  return text
    .split(/\r?\n/)
    .map(collapseWhitespace)
    .filter((line, index, all) => line !== '' || (index > 0 && all[index - 1] !== ''))
    .join('\n')
    .trim();
}
