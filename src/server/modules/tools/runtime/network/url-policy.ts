import { ToolError } from '../tool-error';
import { bareIp, parseIp } from './ip-address';

export const BLOCKED_MESSAGE = "That address points to a private network, so I can't open it.";
export const BLOCKED_REDIRECT_MESSAGE =
  "The page redirected to a private network address, so I didn't follow it.";

/** Suffixes reserved for private use: such names are internal whatever they resolve to. */
const PRIVATE_SUFFIXES = ['localhost', 'local', 'internal', 'localdomain', 'home.arpa'];

/** A user may write `example.com/page`; anything else without a scheme is not a page. */
const SCHEMELESS_HOST = /^[^\s/:?#@]+\.[^\s/:?#@]+(:\d+)?([/?#]|$)/;

/** Parses what the user or model gave as a page address and applies the URL-level rules. */
export function parseToolUrl(input: string): URL {
  const text = input.trim();
  const withScheme = !text.includes('://') && SCHEMELESS_HOST.test(text) ? `https://${text}` : text;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new ToolError('invalid_url', "That doesn't look like a web address I can open.");
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ToolError('unsupported_scheme', 'I can only open http:// and https:// addresses.');
  }
  if (url.username || url.password) {
    throw new ToolError(
      'credentials_in_url',
      "I can't open addresses that contain a user name or password.",
    );
  }
  if (!url.hostname) throw new ToolError('invalid_url', 'That web address has no host name.');
  url.hash = '';
  return url;
}

/** The URL's host without IPv6 brackets or a trailing dot (`localhost.` is `localhost`). */
export function urlHostname(url: URL): string {
  return bareIp(url.hostname).replace(/\.+$/, '');
}

/**
 * Why a host name may not be visited, before any DNS: names reserved for private networks,
 * cloud metadata names, and single-label names, which resolve through the server's search
 * domains to internal hosts.
 */
export function forbiddenHostnameReason(hostname: string): string | undefined {
  if (parseIp(hostname)) return undefined;
  const name = hostname.toLowerCase();
  if (!name.includes('.')) return 'single-label name';
  const reserved = PRIVATE_SUFFIXES.find(
    (suffix) => name === suffix || name.endsWith(`.${suffix}`),
  );
  return reserved ? `.${reserved} name` : undefined;
}
