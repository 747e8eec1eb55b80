import type { ChatRequest, ChatResponse } from '../../../../shared/schemas/chat';
import { ApiError } from '../../../lib/api-client';
import {
  type ChatPost,
  type ChatStreamHandlers,
  STREAM_BROKEN,
  streamChatReply,
} from './stream-chat-reply';

export interface ChatTurn {
  agentId: string;
  sessionId: string;
  /**
   * The message's idempotency key, one per message the person sends: the server answers a
   * repeat of it with the stored reply instead of asking the model again.
   */
  clientMessageId: string;
  message: string;
  files: readonly File[];
  signal: AbortSignal;
}

export interface ChatTurnHandlers extends ChatStreamHandlers {
  /** The request is sent again: the pieces so far are to be replaced by the new ones. */
  onRetry(): void;
}

/** The pause before the one retry: time for a dropped connection to come back. */
export const RETRY_PAUSE_MS = 1500;

/** The stream request of a turn: JSON, or the multipart form when files are attached. */
function chatPost(turn: ChatTurn): ChatPost {
  const { agentId, sessionId, clientMessageId, message, files, signal } = turn;
  if (files.length === 0) {
    const body: ChatRequest = {
      message,
      session_id: sessionId,
      agent_id: agentId,
      client_message_id: clientMessageId,
    };
    return { path: '/chat/stream', body, signal };
  }
  const form = new FormData();
  form.append('message', message);
  form.append('session_id', sessionId);
  form.append('agent_id', agentId);
  form.append('client_message_id', clientMessageId);
  for (const file of files) form.append('files', file, file.name);
  return { path: '/chat-with-files/stream', body: form, signal };
}

/** No answer at all, or a reply cut off before `done`: the server may never have seen it. */
const isRetryable = (error: unknown) =>
  error instanceof ApiError && (error.code === 'network_error' || error.code === STREAM_BROKEN);

function pause(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    signal.throwIfAborted();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * One turn of the conversation, streamed from `/chat/stream` (or `/chat-with-files/stream`
 * when files are attached). When the request gets no answer or the reply breaks off, the very
 * same request (same client_message_id) is sent once more after a pause: the server answers
 * a repeat from what it stored, so the message is never answered twice. Resolves with the
 * stored reply; throws ApiError.
 */
export async function sendChatTurn(
  turn: ChatTurn,
  handlers: ChatTurnHandlers,
): Promise<ChatResponse> {
  const post = chatPost(turn);
  try {
    return await streamChatReply(post, handlers);
  } catch (error) {
    if (!isRetryable(error) || turn.signal.aborted) throw error;
  }
  await pause(RETRY_PAUSE_MS, turn.signal);
  handlers.onRetry();
  return streamChatReply(post, handlers);
}
