import { SpeechEngineError } from '../speech-engines';

/** Which provider failed, named the way the caller's sentence names it. */
export type ProviderRole = 'recogniser' | 'voice';

const SERVICE: Record<ProviderRole, string> = {
  recogniser: 'The speech recogniser',
  voice: 'The voice service',
};

/**
 * What a failed exchange means to the caller. A hang-up by the caller is not a failure: its
 * own reason is rethrown so the call can tell "stopped" from "broken".
 */
export function requestFailure(
  role: ProviderRole,
  where: string,
  error: unknown,
  state: { callerSignal: AbortSignal; expired: boolean; started?: boolean },
): unknown {
  if (state.callerSignal.aborted) return state.callerSignal.reason;
  if (error instanceof SpeechEngineError) return error;
  if (state.expired)
    return new SpeechEngineError(`${SERVICE[role]} took too long to answer.`, where);
  const detail = `${where}: ${describeCause(error)}`;
  if (state.started) {
    return new SpeechEngineError(`${SERVICE[role]} stopped in the middle of a reply.`, detail);
  }
  return new SpeechEngineError(`${SERVICE[role]} could not be reached.`, detail);
}

/** The error a non-2xx answer becomes, with the provider's own message for the operator. */
export async function responseFailure(
  role: ProviderRole,
  where: string,
  response: Response,
): Promise<SpeechEngineError> {
  const body = await response.text().catch(() => '');
  const detail = `${where} → ${response.status}: ${providerMessage(body)}`;
  const service = SERVICE[role];
  const { status } = response;
  if (status === 401 || status === 403) {
    return new SpeechEngineError(`${service} refused this server's credentials.`, detail);
  }
  if (status === 429) {
    return new SpeechEngineError(`${service} is busy: try again in a moment.`, detail);
  }
  if (status >= 500) {
    return new SpeechEngineError(`${service} is having trouble: try again in a moment.`, detail);
  }
  return new SpeechEngineError(`${service} did not accept the request.`, detail);
}

export function unreadable(role: ProviderRole, detail: string): SpeechEngineError {
  return new SpeechEngineError(`${SERVICE[role]} gave an answer this server cannot read.`, detail);
}

/** OpenAI-format errors carry `{ error: { message } }`; others may send anything. */
function providerMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } };
    if (typeof parsed.error?.message === 'string') return parsed.error.message;
  } catch {
    // not JSON: the text itself
  }
  return body.slice(0, 300) || '(empty body)';
}

/** Undici hides the useful part (ECONNREFUSED, ENOTFOUND) in `cause`. */
function describeCause(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}
