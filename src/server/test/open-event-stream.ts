import { parseEventStream, type ServerSentEvent } from './sse';

/**
 * A live text/event-stream read as a browser's EventSource would: events arrive as they are
 * sent, `next` waits for the first one `matching` (or fails after `withinMs`), `close` hangs up.
 */
export async function openEventStream(url: string, headers: Record<string, string>) {
  const hangUp = new AbortController();
  const res = await fetch(url, { headers, signal: hangUp.signal });
  const received: ServerSentEvent[] = [];
  const comments: string[] = [];
  const waiting = new Set<() => void>();
  let buffer = '';
  const pump = async () => {
    const decoder = new TextDecoder();
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        if (block.startsWith(':')) comments.push(block);
        else received.push(...parseEventStream(`${block}\n\n`));
      }
      for (const wake of waiting) wake();
    }
  };
  const pumped = res.ok ? pump().catch(() => undefined) : Promise.resolve();

  async function next(matching: (event: ServerSentEvent) => boolean, withinMs = 5_000) {
    const until = Date.now() + withinMs;
    for (;;) {
      const found = received.find(matching);
      if (found) return found;
      const left = until - Date.now();
      if (left <= 0)
        throw new Error(`no matching event in ${withinMs} ms: ${JSON.stringify(received)}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiting.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        waiting.add(wake);
      });
    }
  }

  return {
    status: res.status,
    headers: res.headers,
    received,
    comments,
    next,
    /** Resolves when the server ends the stream. */
    ended: pumped,
    async close() {
      hangUp.abort();
      await pumped;
    },
  };
}
