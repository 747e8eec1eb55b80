import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { conversationQuery, conversationQueryKey } from '../api/get-conversation';
import { sendChatMessage } from '../api/send-chat-message';
import { sendFeedback } from '../api/send-feedback';
import type { ChatMessage, Rating } from '../lib/chat-message';
import { currentSession, startSession } from '../lib/session-id';

export const CHAT_ERROR_MESSAGE = 'Sorry, I encountered an error. Please try again.';

let localKey = 0;
const nextKey = (role: ChatMessage['role']) => `local-${role}-${++localKey}`;

interface SendVariables {
  sessionId: string;
  message: string;
}

/** The chat screen's state: session, messages (in the query cache), sending and ratings. */
export function useChat(agentId: string) {
  const queryClient = useQueryClient();
  const [sessionId, setSessionId] = useState(() => currentSession(agentId));
  const [ratings, setRatings] = useState<Record<string, Rating>>({});
  const [ratingKey, setRatingKey] = useState<string>();
  const conversation = useQuery(conversationQuery(sessionId));

  const append = (session: string, message: ChatMessage) =>
    queryClient.setQueryData<ChatMessage[]>(conversationQueryKey(session), (old = []) => [
      ...old,
      message,
    ]);

  const send = useMutation({
    mutationFn: ({ sessionId: session_id, message }: SendVariables) =>
      sendChatMessage({ message, session_id, agent_id: agentId }),
    onMutate: ({ sessionId: session, message }) =>
      append(session, { key: nextKey('user'), role: 'user', content: message }),
    onSuccess: (reply, { sessionId: session }) =>
      append(session, {
        key: `coach-${reply.message_index}`,
        role: 'coach',
        content: reply.response,
        index: reply.message_index,
        engine: reply.engine,
      }),
    onError: (error, { sessionId: session }) => {
      const inactive = error instanceof ApiError && error.code === 'agent_inactive';
      append(session, {
        key: nextKey('coach'),
        role: 'coach',
        content: inactive ? error.message : CHAT_ERROR_MESSAGE,
      });
    },
  });

  const rate = async (message: ChatMessage, feedback: Rating, reason = '') => {
    if (message.index === undefined || ratings[message.key] || ratingKey) return;
    setRatingKey(message.key);
    try {
      await sendFeedback({
        session_id: sessionId,
        agent_id: agentId,
        message_index: message.index,
        message: message.content,
        feedback,
        reason: reason.trim(),
      });
      setRatings((current) => ({ ...current, [message.key]: feedback }));
    } catch (error) {
      console.warn('Could not send feedback', error);
    } finally {
      setRatingKey(undefined);
    }
  };

  const clear = () => {
    const fresh = startSession(agentId);
    queryClient.setQueryData<ChatMessage[]>(conversationQueryKey(fresh), []);
    setSessionId(fresh);
    setRatings({});
    send.reset();
  };

  return {
    sessionId,
    messages: conversation.data ?? [],
    conversation,
    sending: send.isPending,
    send: (message: string, onSettled?: () => void) =>
      send.mutate({ sessionId, message }, { onSettled }),
    ratings,
    ratingKey,
    rate,
    clear,
  };
}
