import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { conversationCache } from '../api/conversation-cache';
import { sendFeedback } from '../api/send-feedback';
import type { ChatMessage, Rating } from '../lib/chat-message';

/**
 * Rates coach replies, one at a time. A rating the server accepted is kept on the message, so
 * both thumbs lock and the chosen one stays highlighted; failures are only logged (spec 01 §4).
 */
export function useRateReply(agentId: string, sessionId: string) {
  const queryClient = useQueryClient();
  const [ratingKey, setRatingKey] = useState<string>();

  const rate = async (message: ChatMessage, feedback: Rating, reason = '') => {
    if (message.index === undefined || message.rating || ratingKey) return;
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
      conversationCache(queryClient, sessionId).upsert(message.key, (m) => ({
        ...m,
        rating: feedback,
      }));
    } catch (error) {
      console.warn('Could not send feedback', error);
    } finally {
      setRatingKey(undefined);
    }
  };

  return { ratingKey, rate };
}
