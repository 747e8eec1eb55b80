import type { ChatResponse } from '../../../../shared/schemas/chat';
import { streamChatReply } from './stream-chat-reply';

export interface ChatTurn {
  agentId: string;
  sessionId: string;
  message: string;
  files: readonly File[];
  signal: AbortSignal;
}

/** The multipart form of /chat-with-files: message, session_id, agent_id, repeated files. */
function chatForm({ agentId, sessionId, message, files }: ChatTurn) {
  const form = new FormData();
  form.append('message', message);
  form.append('session_id', sessionId);
  form.append('agent_id', agentId);
  for (const file of files) form.append('files', file, file.name);
  return form;
}

/**
 * One turn of the conversation, streamed from `/chat/stream` (or `/chat-with-files/stream`
 * when files are attached) with each piece passed to `onPiece`. Resolves with the stored reply.
 */
export function sendChatTurn(
  turn: ChatTurn,
  onPiece: (text: string) => void,
): Promise<ChatResponse> {
  const { agentId, sessionId, message, signal } = turn;
  return streamChatReply(
    turn.files.length > 0
      ? { path: '/chat-with-files/stream', body: chatForm(turn), signal }
      : {
          path: '/chat/stream',
          body: { message, session_id: sessionId, agent_id: agentId },
          signal,
        },
    onPiece,
  );
}
