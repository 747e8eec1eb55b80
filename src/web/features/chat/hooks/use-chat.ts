import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteConversation } from '../api/delete-conversation';
import { conversationQuery } from '../api/get-conversation';
import { currentSession, keepSession, newSession, VISITOR } from '../lib/session-id';
import { useRateReply } from './use-rate-reply';
import { useSendTurn } from './use-send-turn';

/**
 * The chat screen's state: session, messages (in the query cache), sending and ratings. The
 * session is the viewer's own: a signed-in person's conversation is theirs alone on the server.
 */
export function useChat(agentId: string, viewer: string) {
  const [session, setSession] = useState(() => currentSession(agentId, viewer));
  const sessionId = session.id;
  const conversation = useQuery(conversationQuery(session, agentId));
  const turn = useSendTurn(agentId, viewer !== VISITOR);
  const { rate, ratingKey } = useRateReply(agentId, sessionId);
  const messages = conversation.data ?? [];

  const [clearError, setClearError] = useState<string | null>(null);

  /** Starts a new session and deletes the stored one; a reply still arriving is cancelled. */
  const clear = () => {
    turn.abort();
    keepSession(agentId, viewer, null);
    setSession(newSession());
    setClearError(null);
    if (session.started) {
      deleteConversation(sessionId, agentId).catch((error: unknown) =>
        setClearError(
          `The cleared conversation could not be deleted from the server: ${
            error instanceof Error ? error.message : String(error)
          }`,
        ),
      );
    }
  };

  /** From now on the server may hold this conversation: a reload asks for it. */
  const begin = () => {
    if (session.started) return;
    keepSession(agentId, viewer, sessionId);
    setSession({ id: sessionId, started: true });
  };

  const send = (
    message: string,
    files: readonly File[],
    onDone?: () => void,
    onHeld?: (by: string) => void,
  ) => {
    begin();
    return turn.send({ sessionId, message, files }, onDone, onHeld);
  };

  return {
    sessionId,
    /** Whether the server may hold this session's conversation (sent to, or kept from before). */
    started: session.started,
    messages,
    conversation,
    sending: turn.sending,
    /** Sending, and no piece of the reply has arrived yet. */
    thinking: turn.sending && !messages.some((m) => m.streaming),
    /** The tool the coach is using right now, in words. */
    toolActivity: turn.toolActivity,
    finishedReply: turn.finishedReply,
    send,
    /** Marks the session begun without a typed message (a voice call). */
    begin,
    ratingKey,
    rate,
    clear,
    /** Why the server's copy of a cleared conversation is still there, if it is. */
    clearError,
  };
}
