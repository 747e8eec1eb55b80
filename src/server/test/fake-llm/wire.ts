import type { ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { chunkText } from './behaviour';
import type { FakeExchange } from './fake-llm-server';

/* Small helpers for writing answers the way the real APIs do. */

/** Waits `ms`; returns false instead when the connection closed first. */
export async function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  if (ms <= 0) return !signal.aborted;
  try {
    await delay(ms, undefined, { signal });
    return true;
  } catch {
    return false;
  }
}

/** Never answers: returns only when the client (or close()) drops the connection. */
export function untilClosed(signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve()));
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export function startSse(res: ServerResponse, headers: Record<string, string> = {}): void {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
    ...headers,
  });
  res.flushHeaders();
}

/** One SSE frame; `data` is sent as is when it is a string (e.g. OpenAI's `[DONE]`). */
export function writeSse(res: ServerResponse, data: unknown, event?: string): void {
  const payload = typeof data === 'string' ? data : JSON.stringify(data);
  res.write(`${event ? `event: ${event}\n` : ''}data: ${payload}\n\n`);
}

/**
 * Writes `text` as deltas at the behaviour's size and pace. Returns false when the stream must
 * not be finished: the client left, or `failMidStream` broke the connection halfway.
 */
export async function streamDeltas(
  x: FakeExchange,
  text: string,
  write: (piece: string) => void,
): Promise<boolean> {
  const { chunkSize = 8, chunkDelayMs = 0, failMidStream } = x.behaviour;
  const pieces = chunkText(text, chunkSize);
  const sent = failMidStream ? pieces.slice(0, Math.ceil(pieces.length / 2)) : pieces;
  for (const piece of sent) {
    if (!(await pause(chunkDelayMs, x.signal))) return false;
    write(piece);
  }
  if (!failMidStream) return true;
  // Let the deltas reach the client before the connection dies, as a real crash would.
  if (await pause(Math.max(chunkDelayMs, 20), x.signal)) x.destroy();
  return false;
}
