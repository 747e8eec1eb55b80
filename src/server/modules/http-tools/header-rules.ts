import { badRequest } from '../../domain-error';

/** Headers the server sets itself: neither a tool's input nor its owner may set them. */
const RESERVED_HEADERS = new Set([
  'host',
  'content-length',
  'content-type',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'expect',
  'cookie',
  'accept-encoding',
]);

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/;

/** Whether a header of this name may come from an owner or a call's input. */
export function isSettableHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return TOKEN.test(name) && !RESERVED_HEADERS.has(lower) && !lower.startsWith('proxy-');
}

/** A header value with no line breaks or NUL, which would start a header of the caller's own. */
export const isSafeHeaderValue = (value: string) => !/[\r\n\0]/.test(value);

/** The owner's auth header, refused when its name is one the server must set itself. */
export function checkAuthHeader<T extends { name: string; value: string }>(
  header: T | null | undefined,
) {
  if (header && !isSettableHeader(header.name)) {
    throw badRequest(`The server sets the ${header.name} header itself; use another header.`);
  }
  return header ?? null;
}
