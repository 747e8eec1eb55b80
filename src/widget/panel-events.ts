import { createParser } from 'eventsource-parser';
import type { LiveMessage, LiveState } from '../shared/schemas/handoff';

export interface LiveHandlers {
  onMessage: (message: LiveMessage) => void;
  onState: (state: LiveState) => void;
}

function parsed(data: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined; // a garbled event is skipped; the next one may be whole
  }
}

/**
 * Reads a conversation's live events (handoff.ts: `message` and `state`) until the stream ends
 * or `signal` aborts it. Events of other names (keep-alive comments, future kinds) are skipped.
 */
export async function readLiveEvents(
  body: ReadableStream<Uint8Array>,
  handlers: LiveHandlers,
  signal: AbortSignal,
): Promise<void> {
  const parser = createParser({
    onEvent: ({ event, data }) => {
      const value = parsed(data);
      if (!value) return;
      if (event === 'message' && typeof value.content === 'string') {
        handlers.onMessage(value as unknown as LiveMessage);
      } else if (event === 'state' && typeof value.state === 'string') {
        handlers.onState(value as unknown as LiveState);
      }
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const stop = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', stop, { once: true });
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done || signal.aborted) return;
      parser.feed(decoder.decode(chunk.value, { stream: true }));
    }
  } finally {
    signal.removeEventListener('abort', stop);
  }
}
