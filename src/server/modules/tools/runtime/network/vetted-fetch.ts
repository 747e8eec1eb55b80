import { Readable } from 'node:stream';
import { defaultDial, sendPinned } from './pinned-request';
import { systemLookup, vetTarget } from './resolve-target';
import { parseToolUrl } from './url-policy';
import { ToolError } from '../tool-error';

/** The fetch signature clients such as the MCP SDK's transports accept. */
export type VettedFetch = (url: string | URL, init?: RequestInit) => Promise<Response>;

const BODILESS_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A fetch for API clients (MCP transports) under the scraper's SSRF rules: each request's host is resolved
 * and vetted, and the connection goes to the vetted address only. Unlike safeFetch it streams
 * the body, since an MCP server may answer over a long-lived event stream. Redirects come back
 * unfollowed; the SDK follows same-origin ones through this fetch again.
 */
export function createVettedFetch(options: { allowPrivateNetwork: boolean }): VettedFetch {
  return async (input, init = {}) => {
    const signal = init.signal ?? new AbortController().signal;
    const url = parseToolUrl(String(input));
    const target = await vetTarget(url, {
      allowPrivateNetwork: options.allowPrivateNetwork === true,
      lookup: systemLookup,
      signal,
      redirected: false,
    });
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const body = init.body == null ? undefined : await new Response(init.body).text();
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'POST' && method !== 'DELETE') {
      throw new ToolError('bad_request', `This client does not send ${method} requests.`);
    }
    const res = await sendPinned(target, { method, headers, body }, signal, defaultDial);
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      for (const one of Array.isArray(value) ? value : [value ?? '']) {
        responseHeaders.append(name, one);
      }
    }
    const status = res.statusCode ?? 502;
    const stream = BODILESS_STATUSES.has(status)
      ? null
      : (Readable.toWeb(res) as ReadableStream<Uint8Array>);
    if (!stream) res.resume();
    return new Response(stream, {
      status,
      statusText: res.statusMessage,
      headers: responseHeaders,
    });
  };
}
