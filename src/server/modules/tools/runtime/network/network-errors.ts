import { ToolError } from '../tool-error';
import type { Deadline } from './deadline';

export const TIMEOUT_MESSAGE = 'The page took too long to answer.';

/** Turns whatever a network call threw into a sentence the coach can pass on. */
export function toToolError(error: unknown, deadline: Deadline): ToolError {
  if (error instanceof ToolError) return error;
  if (deadline.timedOut) return new ToolError('timeout', TIMEOUT_MESSAGE);
  if (deadline.signal.aborted) return new ToolError('cancelled', 'The request was cancelled.');
  const code = String((error as NodeJS.ErrnoException | undefined)?.code ?? '');
  if (/CERT|TLS|SSL/.test(code)) {
    return new ToolError(
      'tls_error',
      "The website's security certificate is not valid, so I didn't open it.",
    );
  }
  if (code.startsWith('HPE_') || code.startsWith('Z_')) {
    return new ToolError('bad_response', "The website sent an answer I can't read.");
  }
  return new ToolError('network_error', "I couldn't connect to that website.");
}

/**
 * Re-words the generic network failures for a named service ("YouTube took too long…"), so the
 * coach does not talk about "the page" when the user never gave one.
 */
export async function speakingOf<T>(
  work: Promise<T>,
  messages: Partial<Record<string, string>>,
): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const message = error instanceof ToolError ? messages[error.code] : undefined;
    throw message && error instanceof ToolError ? new ToolError(error.code, message) : error;
  }
}
