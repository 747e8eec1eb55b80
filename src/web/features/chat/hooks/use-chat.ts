import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { conversationQuery, conversationQueryKey } from '../api/get-conversation';
import type { ChatMessage } from '../lib/chat-message';
import { currentSession, startSession } from '../lib/session-id';
import { useRateReply } from './use-rate-reply';
import { useSendTurn } from './use-send-turn';

/**
 * The chat screen's state: session, messages (in the query cache), sending and ratings. The
 * session is the viewer's own: a signed-in person's conversation is theirs alone on the server.
 */
export function useChat(agentId: string, viewer: string) {
  const queryClient = useQueryClient();
  const [sessionId, setSessionId] = useState(() => currentSession(agentId, viewer));
  const conversation = useQuery(conversationQuery(sessionId));
  const turn = useSendTurn(agentId);
  const { rate, ratingKey } = useRateReply(agentId, sessionId);
  const messages = conversation.data ?? [];

  /** Starts a new session; a reply still arriving is cancelled. */
  const clear = () => {
    turn.abort();
    const fresh = startSession(agentId, viewer);
    // A new session has nothing stored yet: no need to ask the server.
    queryClient.setQueryData<ChatMessage[]>(conversationQueryKey(fresh), []);
    setSessionId(fresh);
  };

  return {
    sessionId,
    messages,
    conversation,
    sending: turn.sending,
    /** Sending, and no piece of the reply has arrived yet. */
    thinking: turn.sending && !messages.some((m) => m.streaming),
    /** The tool the coach is using right now, in words. */
    toolActivity: turn.toolActivity,
    finishedReply: turn.finishedReply,
    send: (message: string, files: readonly File[], onDone?: () => void) =>
      turn.send({ sessionId, message, files }, onDone),
    ratingKey,
    rate,
    clear,
  };
}
