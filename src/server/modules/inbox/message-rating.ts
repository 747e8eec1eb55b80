import { and, eq } from 'drizzle-orm';
import { feedback, messages } from '../../db/chat-schema';

/** Joins a message to its rating (left join: most messages have none). */
export const ratingOfMessage = and(
  eq(feedback.conversationId, messages.conversationId),
  eq(feedback.messageIndex, messages.position),
);
