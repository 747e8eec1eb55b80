import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { StoredAttachment } from '../../db/chat-schema';
import { HttpError, notFound } from '../../http-error';

/** What a turn needs of its conversation. */
export interface ConversationRef {
  id: string;
  sessionId: string;
  agentId: string;
  ownerId: string | null;
}

/**
 * Whoever holds a session id may use a visitor's conversation; a signed-in person's
 * conversation is theirs alone. A stranger learns nothing: 404 either way.
 */
export function assertHolder(row: ConversationRef, viewerId: string | undefined) {
  if (row.ownerId && row.ownerId !== viewerId) {
    throw notFound(`Conversation ${row.sessionId} was not found.`);
  }
}

/** Rows of a raw statement: node-postgres and PGlite both answer with `rows`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** A conversation a turn may continue: the viewer's, and with this agent. */
export function assertContinuable(
  conversation: ConversationRef,
  agentId: string,
  viewerId: string | undefined,
) {
  assertHolder(conversation, viewerId);
  if (conversation.agentId !== agentId) {
    throw new HttpError(
      409,
      'session_in_use',
      'This session_id belongs to a chat with another agent.',
    );
  }
}

/**
 * Stores the person's message and the coach's reply together, so a failed reply never
 * leaves half an exchange behind. One statement: the conversation's row lock serialises
 * concurrent sends, so positions stay dense and unique. Returns the reply's position.
 */
export async function appendExchange(options: {
  db: Db;
  conversationId: string;
  userMessage: string;
  attachments: StoredAttachment[];
  reply: string;
  engine: string;
}): Promise<number> {
  const { db, conversationId } = options;
  const result = await db.execute(sql`
    with claimed as (
      update conversations set next_position = next_position + 2, updated_at = now()
      where id = ${conversationId} returning next_position - 2 as position
    )
    insert into messages (conversation_id, position, role, content, attachments, engine)
    select ${conversationId}::uuid, position, 'user', ${options.userMessage}::text,
      ${JSON.stringify(options.attachments)}::jsonb, null::text from claimed
    union all
    select ${conversationId}::uuid, position + 1, 'coach', ${options.reply}::text,
      '[]'::jsonb, ${options.engine}::text from claimed
    returning position`);
  const positions = rowsOf<{ position: number }>(result).map((row) => Number(row.position));
  if (positions.length !== 2) throw notFound('This conversation no longer exists.');
  return Math.max(...positions);
}
