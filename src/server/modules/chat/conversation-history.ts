import { and, eq } from 'drizzle-orm';
import type { Conversation } from '../../../shared/schemas/chat';
import type { Db } from '../../db/client';
import { conversations, feedback, messages } from '../../db/chat-schema';
import { notFound } from '../../domain-error';
import type { Principal } from '../auth';
import { refuseRestrictedKey } from './conversation-access';
import { findHeldConversation } from './conversation-lookup';

interface ConversationQuery {
  db: Db;
  sessionId: string;
  /** Which agent's conversation: needed from visitors, whose ids are kept per agent. */
  agentId?: string;
  principal: Principal;
}

/** The caller's own conversation of the session (with `agentId`, when given), if any. */
async function ownConversation(options: ConversationQuery) {
  refuseRestrictedKey(options.principal);
  const row = await findHeldConversation(options);
  return row && (options.agentId === undefined || row.agentId === options.agentId)
    ? row
    : undefined;
}

const missing = (sessionId: string) => notFound(`Conversation ${sessionId} was not found.`);

/**
 * A widget session asking for its own session before anything was stored in it (a visitor who
 * opened the chat, left it unsaid and reloaded): an empty conversation, not a 404, so the
 * customer's page logs no failed request. Any other session stays 404.
 */
function notStartedYet({ principal, sessionId, agentId }: ConversationQuery) {
  if (principal.kind !== 'widget' || principal.sessionId !== sessionId) return undefined;
  if (agentId !== undefined && agentId !== principal.agentId) return undefined;
  return { session_id: sessionId, agent_id: principal.agentId, messages: [] };
}

/**
 * The caller's conversation; a restricted key gets 403, and anyone without one the same 404
 * whatever others keep under that id (a widget session's own one not started yet is empty).
 */
export async function getConversation(options: ConversationQuery): Promise<Conversation> {
  const row = await ownConversation(options);
  if (!row) {
    const empty = notStartedYet(options);
    if (empty) return empty;
    throw missing(options.sessionId);
  }
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
      author: m.author,
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
export async function deleteConversation(options: ConversationQuery): Promise<void> {
  const row = await ownConversation(options);
  if (!row) throw missing(options.sessionId);
  await options.db.delete(conversations).where(eq(conversations.id, row.id));
}
