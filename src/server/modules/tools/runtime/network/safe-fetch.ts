import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { ToolError } from '../tool-error';
import { mimeType } from './content-type';
import { startDeadline } from './deadline';
import { toToolError } from './network-errors';
import { resolveNetworkOptions, type NetworkSettings } from './network-settings';
import type { ToolNetworkOptions } from './options';
import { defaultDial, sendPinned, type PinnedRequestInit } from './pinned-request';
import { readBody } from './read-body';
import { lowerCaseKeys, REDIRECT_STATUSES, redirectedInit } from './redirects';
import { vetTarget } from './resolve-target';
import { parseToolUrl } from './url-policy';

export interface SafeRequest {
  url: string;
  /** HTTP tools send the methods an owner's API takes; the scraper and clients GET or POST. */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  /** Default true. API clients turn it off so a token is never replayed somewhere else. */
  followRedirects?: boolean;
  /** Sees status and type before the body is read; throw here to refuse without reading it. */
  inspect?: (head: ResponseHead) => void;
}

export interface ResponseHead {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  /** Lower-case media type without parameters; '' when the server sent none. */
  mimeType: string;
  headers: IncomingHttpHeaders;
}

export interface SafeResponse extends ResponseHead {
  body: Buffer;
  truncated: boolean;
}

/**
 * Fetches a URL from the server without letting it reach private networks: every hop is
 * resolved and vetted, and the connection goes to the vetted IP (see pinned-request.ts).
 */
export async function safeFetch(
  request: SafeRequest,
  options: ToolNetworkOptions = {},
): Promise<SafeResponse> {
  const settings = resolveNetworkOptions(options);
  const deadline = startDeadline(settings.timeoutMs, options.signal);
  try {
    return await follow(request, settings, deadline.signal);
  } catch (error) {
    throw toToolError(error, deadline);
  } finally {
    deadline.dispose();
  }
}

async function follow(
  request: SafeRequest,
  settings: NetworkSettings,
  signal: AbortSignal,
): Promise<SafeResponse> {
  let url = parseToolUrl(request.url);
  let init: PinnedRequestInit = {
    method: request.method ?? 'GET',
    headers: { ...settings.headers, ...lowerCaseKeys(request.headers) },
    body: request.body,
  };
  for (let hop = 0; ; hop += 1) {
    const target = await vetTarget(url, { ...settings, signal, redirected: hop > 0 });
    const res = await sendPinned(target, init, signal, settings.dial ?? defaultDial);
    const location = res.headers.location;
    if (
      request.followRedirects !== false &&
      REDIRECT_STATUSES.has(res.statusCode ?? 0) &&
      location
    ) {
      res.destroy();
      if (hop >= settings.maxRedirects) {
        throw new ToolError('too_many_redirects', 'The page redirected too many times.');
      }
      const next = parseToolUrl(new URL(location, url).href);
      init = redirectedInit(init, res, url, next);
      url = next;
      continue;
    }
    return finish(request, res, url, settings, signal);
  }
}

async function finish(
  request: SafeRequest,
  res: IncomingMessage,
  url: URL,
  settings: NetworkSettings,
  signal: AbortSignal,
): Promise<SafeResponse> {
  const head: ResponseHead = {
    url: url.href,
    status: res.statusCode ?? 0,
    mimeType: mimeType(res.headers['content-type']),
    headers: res.headers,
  };
  try {
    request.inspect?.(head);
  } catch (error) {
    res.destroy();
    throw error;
  }
  return { ...head, ...(await readBody(res, settings.maxBodyBytes, signal)) };
}
