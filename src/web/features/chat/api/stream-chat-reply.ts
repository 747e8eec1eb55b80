import type { ChatResponse } from '../../../../shared/schemas/chat';
import { ApiError } from '../../../lib/api-client';
import { createSseParser, type ServerSentEvent } from '../lib/sse-parser';
import { judgeStreamAnswer } from '../lib/stream-verdict';
import { type ChatPost, postChat } from './post-chat';
import { readErrorBody, toApiError } from './read-error-body';

/** Returned when streaming is unavailable and the plain endpoint should answer instead. */
export const FALL_BACK = Symbol('fall back to the plain chat endpoint');

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
 * arrives, and resolves with the stored whole (`done`). Resolves with FALL_BACK when
 * streaming cannot be used (see judgeStreamAnswer); throws ApiError for errors to show.
 */
export async function streamChatReply(
  post: Omit<ChatPost, 'accept'>,
  onPiece: (text: string) => void,
): Promise<ChatResponse | typeof FALL_BACK> {
  let answer: Awaited<ReturnType<typeof postChat>>;
  try {
    answer = await postChat({ ...post, accept: 'text/event-stream' });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'network_error') return FALL_BACK;
    throw error;
  }
  const { response } = answer;
  const error = response.ok ? undefined : await readErrorBody(response);
  const contentType = response.headers.get('content-type');
  const { status } = response;
  const verdict = judgeStreamAnswer({ status, contentType, errorCode: error?.code });
  if (verdict === 'fall-back') {
    response.body?.cancel().catch(() => undefined);
    return FALL_BACK;
  }
  if (verdict === 'show-error') throw toApiError(status, error);
  if (!response.body) throw brokenStream();
  return readReply(response.body, onPiece);
}
