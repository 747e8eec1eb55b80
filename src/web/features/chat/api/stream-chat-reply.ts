import type { ChatResponse } from '../../../../shared/schemas/chat';
import { ApiError, apiFetch, readApiError } from '../../../lib/api-client';
import { createSseParser, type ServerSentEvent } from '../lib/sse-parser';

export interface ChatPost {
  /** Path under /api. */
  path: string;
  /** A JSON body, or the multipart form of a message with files. */
  body: object | FormData;
  signal: AbortSignal;
}

const brokenStream = () =>
  new ApiError(0, 'stream_broken', 'The reply stopped before it was complete.');

function parseData(event: ServerSentEvent): unknown {
  try {
    return JSON.parse(event.data);
  } catch {
    throw brokenStream();
  }
}

/** Turns one event into a piece of text, the finished reply, or a thrown error. */
function readEvent(event: ServerSentEvent, onPiece: (text: string) => void) {
  if (event.event === 'delta') {
    const { text } = parseData(event) as { text?: unknown };
    if (typeof text === 'string') onPiece(text);
  } else if (event.event === 'done') {
    return parseData(event) as ChatResponse;
  } else if (event.event === 'error') {
    const { error } = parseData(event) as { error?: { code?: string; message?: string } };
    throw new ApiError(200, error?.code ?? 'stream_error', error?.message ?? 'The reply failed.');
  }
  return undefined;
}

async function readReply(body: ReadableStream<Uint8Array>, onPiece: (text: string) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const events = done ? parser.end() : parser.push(decoder.decode(value, { stream: true }));
      for (const event of events) {
        const reply = readEvent(event, onPiece);
        if (reply) return reply;
      }
      if (done) throw brokenStream();
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

/**
 * Sends a turn to a `/stream` endpoint, passing each piece of the reply to `onPiece` as it
 * arrives, and resolves with the stored whole (`done`). Throws ApiError: the server's JSON
 * error before the stream starts, its `error` event midway, or a stream that broke.
 */
export async function streamChatReply(
  { path, body, signal }: ChatPost,
  onPiece: (text: string) => void,
): Promise<ChatResponse> {
  const response = await apiFetch(path, {
    method: 'POST',
    body,
    accept: 'text/event-stream',
    signal,
  });
  if (!response.ok) throw await readApiError(response);
  if (!response.body) throw brokenStream();
  return readReply(response.body, onPiece);
}
