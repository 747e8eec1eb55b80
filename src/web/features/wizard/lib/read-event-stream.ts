import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { ApiError, apiFetch, readApiError } from '../../../lib/api-client';

/** What a wizard stream (the chat pane's reply, the plan) reports as it goes. */
export interface StreamHandlers<Done> {
  onDelta(text: string): void;
  /** The `done` event's data: the finished result. */
  readDone(data: Record<string, unknown>): Done;
}

const broken = () => new ApiError(0, 'stream_broken', 'The answer stopped before it was complete.');

function parse(data: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(data);
    if (value && typeof value === 'object') return value as Record<string, unknown>;
  } catch {
    // Reported below, like any data that is not an object.
  }
  throw broken();
}

/** One event: a piece handed over, the finished result, or the error it carries. */
function readEvent<Done>(event: EventSourceMessage, handlers: StreamHandlers<Done>) {
  const data = parse(event.data);
  if (event.event === 'delta' && typeof data.text === 'string') handlers.onDelta(data.text);
  else if (event.event === 'done') return { done: handlers.readDone(data) };
  else if (event.event === 'error') {
    const error = (data.error ?? {}) as { code?: unknown; message?: unknown };
    throw new ApiError(
      200,
      typeof error.code === 'string' ? error.code : 'stream_error',
      typeof error.message === 'string' ? error.message : 'The answer failed.',
    );
  }
  return undefined;
}

/**
 * POSTs to an /api event stream and reads it to its `done`: pieces go to `onDelta` as they
 * arrive; an error before the stream (402, 409, 429…) or inside it is thrown as ApiError,
 * and a stream that ends without `done` is reported as broken.
 */
export async function readEventStream<Done>(
  path: string,
  body: object,
  signal: AbortSignal,
  handlers: StreamHandlers<Done>,
): Promise<Done> {
  const response = await apiFetch(path, {
    method: 'POST',
    body,
    accept: 'text/event-stream',
    signal,
  });
  if (!response.ok || !response.body) throw await readApiError(response);
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const chunk = await reader.read().catch((error: unknown) => {
      throw signal.aborted ? error : broken();
    });
    if (chunk.done) throw broken();
    parser.feed(decoder.decode(chunk.value, { stream: true }));
    for (const event of events.splice(0)) {
      const result = readEvent(event, handlers);
      if (result) {
        await reader.cancel().catch(() => undefined);
        return result.done;
      }
    }
  }
}
