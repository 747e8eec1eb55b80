import type { JSONValue } from '@ai-sdk/provider';
import { safeFetch, ToolError, type SafeResponse, type ToolNetworkOptions } from '../tools';
import { buildHttpRequest, type HttpToolCallSpec } from './http-request';

/** What a call may take and bring back: the model reads at most this many characters. */
export const HTTP_TOOL_LIMITS = { timeoutMs: 10_000, maxBodyBytes: 1024 * 1024, maxChars: 8_000 };

export type HttpToolNetwork = Pick<ToolNetworkOptions, 'allowPrivateNetwork' | 'timeoutMs'>;

/** The same failures, named for the tool instead of "the page" the scraper speaks of. */
function sayingWhich(error: unknown, spec: HttpToolCallSpec, host: string): unknown {
  if (!(error instanceof ToolError)) return error;
  const sentences: Record<string, string> = {
    timeout: `${spec.name} took too long to answer.`,
    network_error: `I couldn't connect to ${host} for ${spec.name}.`,
    tls_error: `${host}'s security certificate is not valid, so ${spec.name} was not called.`,
    bad_response: `${spec.name} sent an answer I can't read.`,
    blocked_address: `${spec.name}'s address points to a private network, so it was not called.`,
  };
  const sentence = sentences[error.code];
  return sentence ? new ToolError(error.code, sentence) : error;
}

const oneLine = (text: string, max: number) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max)}…` : line;
};

/** The answer as the model reads it: parsed JSON when it fits, else text cut to the limit. */
function answerOf(res: SafeResponse, maxChars: number): JSONValue {
  const text = res.body.toString('utf8');
  if (text.trim() === '') return { status: res.status, body: null };
  const json = res.mimeType === 'application/json' || res.mimeType.endsWith('+json');
  if (json && !res.truncated && text.length <= maxChars) {
    try {
      return { status: res.status, body: JSON.parse(text) as JSONValue };
    } catch {
      // Sent as JSON but is not: the text below still says what it is.
    }
  }
  const cut = text.length > maxChars || res.truncated;
  return { status: res.status, body: text.slice(0, maxChars), ...(cut ? { truncated: true } : {}) };
}

/** Calls the tool's endpoint through the scraper's vetted fetch; failures are ToolErrors. */
export async function callHttpTool(
  spec: HttpToolCallSpec,
  input: unknown,
  options: { network: HttpToolNetwork; signal?: AbortSignal },
): Promise<JSONValue> {
  const request = buildHttpRequest(spec, input);
  const host = new URL(request.url).host;
  let res: SafeResponse;
  try {
    res = await safeFetch(
      // Never followed: the owner's credential is for this address only.
      { ...request, followRedirects: false },
      {
        allowPrivateNetwork: options.network.allowPrivateNetwork,
        timeoutMs: options.network.timeoutMs ?? HTTP_TOOL_LIMITS.timeoutMs,
        maxBodyBytes: HTTP_TOOL_LIMITS.maxBodyBytes,
        signal: options.signal,
      },
    );
  } catch (error) {
    throw sayingWhich(error, spec, host);
  }
  if (res.status < 200 || res.status > 299) {
    const excerpt = oneLine(res.body.toString('utf8'), 300);
    throw new ToolError(
      'http_status',
      `${spec.name} answered with status ${res.status}${excerpt ? `: ${excerpt}` : '.'}`,
    );
  }
  return answerOf(res, HTTP_TOOL_LIMITS.maxChars);
}
