import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { visitorFailure, WidgetError } from './panel-errors';

const broken = () =>
  new WidgetError('The reply stopped before it was complete.', 0, 'widget_error', 'broken');

function dataOf(data: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(data);
    if (value && typeof value === 'object') return value as Record<string, unknown>;
  } catch {
    // Garbled: reported below like any non-object.
  }
  throw broken();
}

/** What the `done` event says of the stored exchange (ChatResponse). */
export interface ReplyDone {
  /** The coach reply's position (what feedback refers to). */
  message_index?: number;
  /** Set when a team member holds the conversation: the coach did not answer. */
  held_by?: string;
}

/** One event of STREAM_DESCRIPTION (chat-routes.ts): what `done` said, once complete. */
function readEvent(
  { event, data }: EventSourceMessage,
  onText: (text: string) => void,
): ReplyDone | undefined {
  if (event === 'delta') {
    const { text } = dataOf(data);
    if (typeof text === 'string') onText(text);
  } else if (event === 'done') {
    const { message_index: index, held_by: heldBy } = dataOf(data);
    return {
      message_index: typeof index === 'number' ? index : undefined,
      held_by: typeof heldBy === 'string' ? heldBy : undefined,
    };
  } else if (event === 'error') {
    const { code } = (dataOf(data).error ?? {}) as { code?: unknown };
    const known = typeof code === 'string' ? code : undefined;
    throw visitorFailure(200, known);
  }
  return undefined;
}

/** Reads a chat reply's Server-Sent Events, handing text pieces over as they arrive. */
export async function readReplyStream(
  body: ReadableStream<Uint8Array>,
  onText: (text: string) => void,
): Promise<ReplyDone> {
  let done: ReplyDone | undefined;
  let failure: unknown;
  const parser = createParser({
    onEvent: (event) => {
      if (done || failure) return;
      try {
        done = readEvent(event, onText);
      } catch (error) {
        failure = error;
      }
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    while (!done && !failure) {
      const chunk = await reader.read().catch(() => {
        throw broken();
      });
      if (chunk.done) break;
      parser.feed(decoder.decode(chunk.value, { stream: true }));
    }
  } finally {
    reader.releaseLock();
  }
  if (failure) throw failure;
  if (!done) throw broken();
  return done;
}
