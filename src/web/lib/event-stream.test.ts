import { describe, expect, it } from 'vitest';
import { streamEvents } from './event-stream';

/** A body sent in the given chunks, then closed or left open; records a cancel. */
function body(chunks: Array<string | Uint8Array>, close = true) {
  const state = { cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) {
        controller.enqueue(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk);
      }
      if (close) controller.close();
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

const broken = () => new Error('broken');
const never = new AbortController().signal;

describe('streamEvents', () => {
  it('hands over events in order, whole even when a character is cut between chunks', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"Café"}\n\n');
    const cut = bytes.length - 5; // inside the two bytes of "é"
    const chunks = [bytes.slice(0, cut), bytes.slice(cut), 'event: done\ndata: {}\n\n'];
    // Left open: the reader stops at done and must cancel the rest.
    const { stream, state } = body(chunks, false);
    const seen: string[] = [];
    for await (const event of streamEvents(stream, never, broken)) {
      seen.push(`${event.event} ${event.data}`);
      if (event.event === 'done') break;
    }
    expect(seen).toEqual(['delta {"text":"Café"}', 'done {}']);
    expect(state.cancelled).toBe(true);
  });

  it('reports a body that ends before its reader stops as broken', async () => {
    const { stream } = body(['event: delta\ndata: {"text":"Half"}\n\nevent: done\ndata']);
    const seen: string[] = [];
    const reading = (async () => {
      for await (const event of streamEvents(stream, never, broken)) seen.push(event.event ?? '');
    })();
    await expect(reading).rejects.toThrow('broken');
    // The event cut off without its blank line was never handed over.
    expect(seen).toEqual(['delta']);
  });
});
