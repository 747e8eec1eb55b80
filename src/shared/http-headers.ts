/** A header name as HTTP allows it (RFC 9110 token), at most 100 characters. */
export const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/;

/**
 * Headers an HTTP client sets itself, for framing and the connection: a tool's owner or an
 * operator may never set them (MCP servers' and HTTP tools' headers alike).
 */
export const CLIENT_SET_HEADERS: readonly string[] = [
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
  'accept-encoding',
];

/** A header value on one line: a line break or NUL would start a header of the sender's own. */
export const isOneLineHeaderValue = (value: string) => !/[\r\n\0]/.test(value);
