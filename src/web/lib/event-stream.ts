import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { ApiError } from './api-client';

/**
 * The events of a `text/event-stream` body, in order, for as long as the caller reads them.
 * A read that fails, or a body that ends first, throws `broken()` (an event cut off without
 * its blank line is never handed over); a read stopped by `signal` throws its own error. The
 * body is cancelled once the caller stops.
 */
export async function* streamEvents(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  broken: () => Error,
): AsyncGenerator<EventSourceMessage> {
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  const reader = body.getReader();
  // Streaming decode: a character whose bytes are cut between chunks comes out whole.
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const chunk = await reader.read().catch((error: unknown) => {
        // Cancelled by the person (Clear, leaving), or the connection broke midway.
        throw signal.aborted ? error : broken();
      });
      if (chunk.done) throw broken();
      parser.feed(decoder.decode(chunk.value, { stream: true }));
      yield* events.splice(0);
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

/** An event's JSON data; data that is not a JSON object means the stream is garbled. */
export function eventData(data: string, broken: () => Error): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(data);
    if (value !== null && typeof value === 'object') return value as Record<string, unknown>;
  } catch {
    // Garbled like any other non-object: reported below.
  }
  throw broken();
}

/** The error an `error` event carries (`{"error":{"code","message"}}`), as an ApiError. */
export function streamedError(data: Record<string, unknown>, fallback: string): ApiError {
  const { code, message } = (data.error ?? {}) as Record<string, unknown>;
  return new ApiError(
    200,
    typeof code === 'string' ? code : 'stream_error',
    typeof message === 'string' ? message : fallback,
  );
}
