import type { EventSourceMessage } from 'eventsource-parser';
import type { ChatResponse } from '../../../../shared/schemas/chat';
import { ApiError, apiFetch, readApiError } from '../../../lib/api-client';
import { eventData, streamedError, streamEvents } from '../../../lib/event-stream';
import { RateLimitError, retryAfterSeconds } from '../lib/rate-limit-error';
import { readToolCall, type ToolCall } from '../lib/tool-activity';

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
  /** A tool the coach uses started ('running'), or ended ('done', 'failed'). */
  onTool(call: ToolCall): void;
}

/** The code of a reply that stopped before `done`: nothing was said about why. */
export const STREAM_BROKEN = 'stream_broken';

const brokenStream = () =>
  new ApiError(0, STREAM_BROKEN, 'The reply stopped before it was complete.');
const parseData = (data: string) => eventData(data, brokenStream);

/**
 * Turns one event into a handler call, the finished reply, or a thrown error. Events this
 * client does not know are skipped, so the server can add some without breaking it.
 */
function readEvent({ event, data }: EventSourceMessage, handlers: ChatStreamHandlers) {
  if (event === 'delta') {
    const { text } = parseData(data);
    if (typeof text === 'string') handlers.onPiece(text);
  } else if (event === 'tool') {
    const call = readToolCall(parseData(data));
    if (call) handlers.onTool(call);
  } else if (event === 'done') {
    return parseData(data) as unknown as ChatResponse;
  } else if (event === 'error') {
    throw streamedError(parseData(data), 'The reply failed.');
  }
  return undefined;
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
  for await (const event of streamEvents(response.body, signal, brokenStream)) {
    const reply = readEvent(event, handlers);
    if (reply) return reply;
  }
  throw brokenStream(); // Not reached: the events end only by throwing.
}
