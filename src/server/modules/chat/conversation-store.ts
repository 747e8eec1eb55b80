import { and, desc, eq, sql } from 'drizzle-orm';
import { CHAT_CONTEXT_TURNS } from '../../../shared/constants';
import type { Conversation } from '../../../shared/schemas/chat';
import type { Db } from '../../db/client';
import { conversations, feedback, messages, type StoredAttachment } from '../../db/chat-schema';
import { HttpError, notFound } from '../../http-error';

type ConversationRow = typeof conversations.$inferSelect;

/**
 * Whoever holds a session id may use a visitor's conversation; a signed-in person's
 * conversation is theirs alone. A stranger learns nothing: 404 either way.
 */
function assertHolder(row: ConversationRow, viewerId: string | undefined) {
  if (row.ownerId && row.ownerId !== viewerId) {
    throw notFound(`Conversation ${row.sessionId} was not found.`);
  }
}

export async function findOrCreateConversation(options: {
  db: Db;
  sessionId: string;
  agentId: string;
  viewerId?: string;
}): Promise<ConversationRow> {
  const { db, sessionId, agentId, viewerId } = options;
  await db
    .insert(conversations)
    .values({ sessionId, agentId, ownerId: viewerId ?? null })
    .onConflictDoNothing({ target: conversations.sessionId });
  const [row] = await db.select().from(conversations).where(eq(conversations.sessionId, sessionId));
  if (!row) throw new Error('conversation could not be stored');
  assertHolder(row, viewerId);
  if (row.agentId !== agentId) {
    throw new HttpError(
      409,
      'session_in_use',
      'This session_id belongs to a chat with another agent.',
    );
  }
  return row;
}

/** The last turns, oldest first: the engine's bounded context window. */
export async function loadRecentTurns(db: Db, conversationId: string) {
  const rows = await db
    .select({ role: messages.role, content: messages.content })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.position))
    .limit(CHAT_CONTEXT_TURNS);
  return rows.reverse();
}

/**
 * Stores the person's message and the coach's reply together, so a failed reply never
 * leaves half an exchange behind. Returns the reply's position.
 */
export async function appendExchange(options: {
  db: Db;
  conversationId: string;
  userMessage: string;
  attachments: StoredAttachment[];
  reply: string;
  engine: string;
}): Promise<number> {
  return options.db.transaction(async (tx) => {
    // Serialise concurrent sends on one conversation: positions stay dense and unique.
    await tx.execute(
      sql`select id from ${conversations} where ${conversations.id} = ${options.conversationId} for update`,
    );
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${messages.position}), -1)` })
      .from(messages)
      .where(eq(messages.conversationId, options.conversationId));
    const userPosition = Number(last?.position ?? -1) + 1;
    await tx.insert(messages).values([
      {
        conversationId: options.conversationId,
        position: userPosition,
        role: 'user',
        content: options.userMessage,
        attachments: options.attachments,
      },
      {
        conversationId: options.conversationId,
        position: userPosition + 1,
        role: 'coach',
        content: options.reply,
        engine: options.engine,
      },
    ]);
    await tx
      .update(conversations)
      .set({ updatedAt: new Date() })
      .where(eq(conversations.id, options.conversationId));
    return userPosition + 1;
  });
}

export async function getConversation(options: {
  db: Db;
  sessionId: string;
  viewerId?: string;
}): Promise<Conversation> {
  const [row] = await options.db
    .select()
    .from(conversations)
    .where(eq(conversations.sessionId, options.sessionId));
  if (!row) throw notFound(`Conversation ${options.sessionId} was not found.`);
  assertHolder(row, options.viewerId);
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
      created_at: m.createdAt.toISOString(),
    })),
  };
}
