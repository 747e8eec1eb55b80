import { CLIENT_SET_HEADERS, HEADER_NAME } from '../../../shared/http-headers';
import { badRequest } from '../../domain-error';

/** Headers the server sets itself: neither a tool's input nor its owner may set them. */
const RESERVED_HEADERS = new Set([...CLIENT_SET_HEADERS, 'cookie']);

/** Whether a header of this name may come from an owner or a call's input. */
export function isSettableHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return HEADER_NAME.test(name) && !RESERVED_HEADERS.has(lower) && !lower.startsWith('proxy-');
}

/** The owner's auth header, refused when its name is one the server must set itself. */
export function checkAuthHeader<T extends { name: string; value: string }>(
  header: T | null | undefined,
) {
  if (header && !isSettableHeader(header.name)) {
    throw badRequest(`The server sets the ${header.name} header itself; use another header.`);
  }
  return header ?? null;
}
