import { and, eq } from 'drizzle-orm';
import type { Conversation } from '../../../shared/schemas/chat';
import type { Db } from '../../db/client';
import { conversations, feedback, messages } from '../../db/chat-schema';
import { notFound } from '../../http-error';
import type { Principal } from '../auth/principal';
import { assertHolder } from './conversation-access';

/** The session's conversation if the caller holds it; anyone else gets the same 404. */
async function heldConversation(options: { db: Db; sessionId: string; principal: Principal }) {
  const [row] = await options.db
    .select()
    .from(conversations)
    .where(eq(conversations.sessionId, options.sessionId));
  if (!row) throw notFound(`Conversation ${options.sessionId} was not found.`);
  assertHolder(options.principal, row);
  return row;
}

export async function getConversation(options: {
  db: Db;
  sessionId: string;
  principal: Principal;
}): Promise<Conversation> {
  const row = await heldConversation(options);
  const rows = await options.db
    .select({ message: messages, rating: feedback.rating })
    .from(messages)
    .leftJoin(
      feedback,
      and(
        eq(feedback.conversationId, messages.conversationId),
        eq(feedback.messageIndex, messages.position),
      ),
    )
    .where(eq(messages.conversationId, row.id))
    .orderBy(messages.position);
  return {
    session_id: row.sessionId,
    agent_id: row.agentId,
    messages: rows.map(({ message: m, rating }) => ({
      index: m.position,
      role: m.role,
      content: m.content,
      attachments: m.attachments,
      engine: m.engine,
      feedback: rating,
      via: m.via,
      interrupted: m.interrupted,
      created_at: m.createdAt.toISOString(),
    })),
  };
}

/**
 * Deletes a conversation for whoever holds it, with its messages, the text of its files and
 * its ratings (the privacy policy: "You can delete individual conversations at any time").
 */
export async function deleteConversation(options: {
  db: Db;
  sessionId: string;
  principal: Principal;
}): Promise<void> {
  const row = await heldConversation(options);
  await options.db.delete(conversations).where(eq(conversations.id, row.id));
}
