import type { EventSourceMessage } from 'eventsource-parser';
import { ApiError, apiFetch, readApiError } from '../../../lib/api-client';
import { eventData, streamedError, streamEvents } from '../../../lib/event-stream';

/** What a wizard stream (the chat pane's reply, the plan) reports as it goes. */
export interface StreamHandlers<Done> {
  onDelta(text: string): void;
  /** The `done` event's data: the finished result. */
  readDone(data: Record<string, unknown>): Done;
}

const broken = () => new ApiError(0, 'stream_broken', 'The answer stopped before it was complete.');

/** One event: a piece handed over, the finished result, or the error it carries. */
function readEvent<Done>(event: EventSourceMessage, handlers: StreamHandlers<Done>) {
  const data = eventData(event.data, broken);
  if (event.event === 'delta' && typeof data.text === 'string') handlers.onDelta(data.text);
  else if (event.event === 'done') return { done: handlers.readDone(data) };
  else if (event.event === 'error') throw streamedError(data, 'The answer failed.');
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
  for await (const event of streamEvents(response.body, signal, broken)) {
    const result = readEvent(event, handlers);
    if (result) return result.done;
  }
  throw broken(); // Not reached: the events end only by throwing.
}
