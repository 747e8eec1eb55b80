import type { z } from 'zod';
import { speakingOf } from '../network/network-errors';
import type { ToolNetworkOptions } from '../network/options';
import { safeFetch } from '../network/safe-fetch';
import { ToolError } from '../tool-error';
import { googleError } from './google-errors';

export interface GoogleCall<T> {
  method: 'GET' | 'POST';
  /** Path and query, starting with '/'. */
  path: string;
  schema: z.ZodType<T>;
  body?: unknown;
}

export interface GoogleApi {
  accessToken: string;
  baseUrl: string;
  network: ToolNetworkOptions;
}

const NETWORK_MESSAGES = {
  timeout: 'Google Calendar took too long to answer.',
  network_error: "I couldn't reach Google Calendar right now.",
};

const unreadable = () =>
  new ToolError('calendar_format', "Google Calendar sent an answer I can't read.");

/** One authorised JSON call to a Google API, through the same vetted network path as the tools. */
export async function callGoogle<T>(api: GoogleApi, call: GoogleCall<T>): Promise<T> {
  const response = await speakingOf(
    safeFetch(
      {
        url: `${api.baseUrl.replace(/\/+$/, '')}${call.path}`,
        method: call.method,
        headers: {
          authorization: `Bearer ${api.accessToken}`,
          accept: 'application/json',
          ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        // Never replay the bearer token to wherever a redirect points.
        followRedirects: false,
      },
      api.network,
    ),
    NETWORK_MESSAGES,
  );
  if (response.status < 200 || response.status > 299) throw googleError(response);
  if (response.truncated) throw unreadable();
  const parsed = call.schema.safeParse(parseJson(response.body));
  if (!parsed.success) throw unreadable();
  return parsed.data;
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw unreadable();
  }
}
