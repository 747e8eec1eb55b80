import { APICallError, RetryError } from 'ai';

/** What went wrong talking to a model server, as far as the answer (or its absence) says. */
export interface ModelFailure {
  /** The server's HTTP status, when it answered. */
  status?: number;
  /** The network error's code (ECONNREFUSED, ENOTFOUND, …), when it did not. */
  code?: string;
  /** The server's own words, when it gave some. */
  words?: string;
  timedOut: boolean;
}

/** The first `code` along an error's causes: fetch hides the socket's error two levels down. */
function networkCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && /^E[A-Z_]+$|CERT|SSL/.test(code)) return code;
    current = current.cause;
  }
  return undefined;
}

/** What an AI SDK call's error says; `timedOut` is the caller's own deadline. */
export function failureOfModelCall(error: unknown, timedOut: boolean): ModelFailure {
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (!APICallError.isInstance(cause)) {
    return {
      timedOut,
      code: networkCode(cause),
      words: cause instanceof Error ? cause.message : undefined,
    };
  }
  return {
    timedOut,
    status: cause.statusCode,
    code: networkCode(cause.cause),
    words: cause.message,
  };
}

/** What a plain fetch's error says. */
export function failureOfFetch(error: unknown, timedOut: boolean): ModelFailure {
  return { timedOut, code: networkCode(error) };
}

/**
 * The failure in one sentence an operator can act on. The server's own words are shown only
 * for refusals that are not about the key (a provider may echo part of it), with `secret`
 * taken out in any case.
 */
export function refusalSentence(
  failure: ModelFailure,
  context: { url: string; model?: string; timeoutMs: number; secret?: string },
): string {
  const { url, model, timeoutMs, secret } = context;
  const { status, code, timedOut } = failure;
  if (timedOut) {
    return `No answer from ${url} within ${Math.round(timeoutMs / 1000)} s: the server may be busy or still loading the model, or the timeout is too short.`;
  }
  if (status === 401 || status === 403) {
    return `${url} refused the API key (HTTP ${status}): check the key, and that it may use this model.`;
  }
  if (status === 404) {
    return model
      ? `${url} has no model "${model}" (HTTP 404): pick one from the server's model list, or check the base URL.`
      : `${url} has nothing at this address (HTTP 404): check the base URL (it usually ends in /v1).`;
  }
  if (status === 429) {
    return `${url} is turning requests away for now (HTTP 429, a rate limit or used-up quota): try again later, or check the account's quota.`;
  }
  if (status !== undefined) {
    const words = secret ? failure.words?.split(secret).join('…') : failure.words;
    const said = words ? `: "${words.slice(0, 200).trim()}"` : '';
    return `${url} refused the request (HTTP ${status})${said}.`;
  }
  if (code === 'ECONNREFUSED') {
    return `Nothing answers at ${url}: check that the server is running and the address is right.`;
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return `The host of ${url} could not be found: check the base URL.`;
  }
  if (code && /CERT|SSL/.test(code)) {
    return `The secure connection to ${url} failed (${code}): check the server's certificate, or use its http:// address on a private network.`;
  }
  return `${url} could not be reached${code ? ` (${code})` : ''}: check the address and that the server is running.`;
}
