import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { ChatResponse } from '../../../../shared/schemas/chat';
import { ApiError, apiFetch, readApiError } from '../../../lib/api-client';
import { RateLimitError, retryAfterSeconds } from '../lib/rate-limit-error';

export interface ChatPost {
  /** Path under /api. */
  path: string;
  /** A JSON body, or the multipart form of a message with files. */
  body: object | FormData;
  signal: AbortSignal;
}

/** What the screen is told while a reply streams. */
export interface ChatStreamHandlers {
  /** A piece of the reply, in order. */
  onPiece(text: string): void;
  /** The coach started using a tool (`web_scraper`, `google_calendar`, ...). */
  onTool(tool: string): void;
}

/** The code of a reply that stopped before `done`: nothing was said about why. */
export const STREAM_BROKEN = 'stream_broken';

const brokenStream = () =>
  new ApiError(0, STREAM_BROKEN, 'The reply stopped before it was complete.');

/** An event's JSON data; data that is not a JSON object means the stream is garbled. */
function parseData(data: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(data);
    if (value !== null && typeof value === 'object') return value as Record<string, unknown>;
  } catch {
    // Garbled like any other non-object: reported below.
  }
  throw brokenStream();
}

/**
 * Turns one event into a handler call, the finished reply, or a thrown error. Events this
 * client does not know are skipped, so the server can add some without breaking it.
 */
function readEvent({ event, data }: EventSourceMessage, handlers: ChatStreamHandlers) {
  if (event === 'delta') {
    const { text } = parseData(data);
    if (typeof text === 'string') handlers.onPiece(text);
  } else if (event === 'tool') {
    const { tool } = parseData(data);
    if (typeof tool === 'string') handlers.onTool(tool);
  } else if (event === 'done') {
    return parseData(data) as unknown as ChatResponse;
  } else if (event === 'error') {
    const { code, message } = (parseData(data).error ?? {}) as Record<string, unknown>;
    throw new ApiError(
      200,
      typeof code === 'string' ? code : 'stream_error',
      typeof message === 'string' ? message : 'The reply failed.',
    );
  }
  return undefined;
}

async function readReply(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  handlers: ChatStreamHandlers,
): Promise<ChatResponse> {
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  const reader = body.getReader();
  // Streaming decode: a character whose bytes are cut between chunks comes out whole.
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const chunk = await reader.read().catch((error: unknown) => {
        // Cancelled by the person (Clear, leaving), or the connection broke midway.
        throw signal.aborted ? error : brokenStream();
      });
      // An event cut off without its blank line is never handed over: the reply is broken.
      if (chunk.done) throw brokenStream();
      parser.feed(decoder.decode(chunk.value, { stream: true }));
      for (const event of events.splice(0)) {
        const reply = readEvent(event, handlers);
        if (reply) return reply;
      }
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

/**
 * Sends a turn to a `/stream` endpoint, telling `handlers` each piece of the reply and each
 * tool in use as they arrive, and resolves with the stored whole (`done`). Throws ApiError:
 * the server's JSON error before the stream starts (RateLimitError for a 429), its `error`
 * event midway, or STREAM_BROKEN.
 */
export async function streamChatReply(
  { path, body, signal }: ChatPost,
  handlers: ChatStreamHandlers,
): Promise<ChatResponse> {
  const response = await apiFetch(path, {
    method: 'POST',
    body,
    accept: 'text/event-stream',
    signal,
  });
  if (response.status === 429) {
    const seconds = retryAfterSeconds(response.headers.get('retry-after'));
    throw new RateLimitError(await readApiError(response), seconds);
  }
  if (!response.ok) throw await readApiError(response);
  if (!response.body) throw brokenStream();
  return readReply(response.body, signal, handlers);
}
