import { Readable } from 'node:stream';
import { Agent, request, type Dispatcher } from 'undici';

type FetchInput = Parameters<typeof fetch>[0];
type FetchInit = Parameters<typeof fetch>[1];

/** Statuses whose answer has no body (a Response refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/** The AI SDK's providers send a record (a value may be undefined); other shapes work too. */
function headersOf(init: FetchInit): Record<string, string> {
  const headers: Record<string, string> = {};
  const given = init?.headers;
  if (!given) return headers;
  const entries =
    given instanceof Headers || Array.isArray(given)
      ? [...new Headers(given)]
      : Object.entries(given);
  for (const [name, value] of entries) if (value !== undefined) headers[name] = value;
  return headers;
}

function responseHeaders(raw: Dispatcher.ResponseData['headers']): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

async function answerOf(res: Dispatcher.ResponseData): Promise<Response> {
  const init = { status: res.statusCode, headers: responseHeaders(res.headers) };
  if (NO_BODY.has(res.statusCode)) {
    await res.body.dump();
    return new Response(null, init);
  }
  // A stream is handed on as one; anything else is read whole first, which is what the
  // provider does next anyway and costs no web stream.
  const streamed = init.headers.get('content-type')?.includes('text/event-stream');
  const body = streamed
    ? (Readable.toWeb(res.body) as ReadableStream<Uint8Array>)
    : new Uint8Array(await res.body.arrayBuffer());
  return new Response(body, init);
}

/**
 * `fetch` for the model providers, over undici's `request()` on one keep-alive pool. The AI
 * SDK takes any fetch; Node's own cost about 510 µs of CPU per model call here against
 * 250 µs for this (docs/BENCHMARKS.md), a fifth of a chat turn's CPU. Request objects and
 * bodies other than text or bytes (none of the chat calls send one) go to Node's fetch.
 */
export function createModelFetch(dispatcher: Dispatcher = new Agent()): typeof fetch {
  return async (input: FetchInput, init?: FetchInit) => {
    const body = init?.body;
    if (
      input instanceof Request ||
      (body != null && typeof body !== 'string' && !(body instanceof Uint8Array))
    ) {
      return fetch(input, init);
    }
    try {
      // A string or a URL here: Request objects went to Node's fetch above.
      const res = await request(String(input), {
        method: (init?.method ?? 'GET') as Dispatcher.HttpMethod,
        headers: headersOf(init),
        body: body ?? undefined,
        signal: init?.signal ?? undefined,
        dispatcher,
      });
      return await answerOf(res);
    } catch (error) {
      // As fetch reports it, so the AI SDK sees an abort as one and retries a failed connection.
      if (init?.signal?.aborted) throw init.signal.reason ?? error;
      throw new TypeError('fetch failed', { cause: error });
    }
  };
}
