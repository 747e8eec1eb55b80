import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { StoredAttachment, StoredToolCall } from '../../db/chat-schema';
import { notFound } from '../../domain-error';
import { rowsOf } from '../../db/rows';

/** What a turn needs of its conversation. */
export interface ConversationRef {
  id: string;
  sessionId: string;
  agentId: string;
  /** The namespace its session id lives in (conversation-access.ts). */
  scope: string;
  /** Who answers it now (issue 33 §5): while 'person', the coach is silent. */
  handoffState: 'coach' | 'waiting' | 'person';
  /** The team member's shown name while handoffState is 'person'. */
  takenByName: string | null;
  /** The agent's owner, whose inbox hears of what happens in it. */
  agentOwnerId: string | null;
}

/** An exchange already stored under the sender's client_message_id. */
export interface StoredExchange {
  message: string;
  /** File names of the person's message, in order. */
  attachments: string[];
  reply: string;
  position: number;
  engine: string;
}

/** One exchange of a turn, as it is stored: the person's message and the coach's reply. */
export interface ExchangeToStore {
  conversationId: string;
  userMessage: string;
  clientMessageId: string | null;
  attachments: StoredAttachment[];
  /** The text read from the message's files, kept so later messages can ask about them. */
  fileTexts: Array<{ name: string; text: string }>;
  reply: string;
  engine: string;
  via?: 'text' | 'voice';
  /** The reply was cut short by the caller (voice barge-in): `reply` is what was written so far. */
  interrupted?: boolean;
  /** The tools the reply used, in order. */
  toolCalls?: StoredToolCall[];
}

/** The reply's position, or the exchange a repeat of the same client_message_id stored. */
export type StoredOutcome = { position: number } | { repeat: StoredExchange };

/** A turn's conversation was deleted before its exchange could be stored. */
export const conversationGone = () => notFound('This conversation no longer exists.');

/** The exchange whose person's message carried `clientMessageId`, as a statement fragment. */
export const storedExchangeSql = (conversationId: SQL, clientMessageId: string) => sql`
  select u.content as message, c.content as reply, c.position, c.engine,
    (select coalesce(json_agg(a->>'name'), '[]') from jsonb_array_elements(u.attachments) a)
      as attachments
  from messages u
  join messages c on c.conversation_id = u.conversation_id and c.position = u.position + 1
  where u.conversation_id = ${conversationId} and u.client_message_id = ${clientMessageId}`;

/**
 * A spoken reply the caller talked over keeps only what they heard of it, marked interrupted,
 * so the conversation (and the model's memory of it) holds what was really said.
 */
export async function keepHeardPartOfReply(options: {
  db: Db;
  conversationId: string;
  position: number;
  heard: string;
}): Promise<void> {
  await options.db.execute(sql`
    update messages set content = ${options.heard}, interrupted = true
    where conversation_id = ${options.conversationId}::uuid and position = ${options.position}
      and role = 'coach'`);
}

/** A message stored on its own: a person's while a team member holds the conversation, theirs, a notice. */
export interface MessageToStore {
  role: 'user' | 'staff' | 'notice';
  content: string;
  /** The team member's shown name on a 'staff' message. */
  author?: string | null;
  clientMessageId?: string | null;
  via?: 'text' | 'voice';
  attachments?: StoredAttachment[];
}

export interface StoredMessage {
  position: number;
  role: 'user' | 'staff' | 'notice';
  author: string | null;
  content: string;
  createdAt: Date;
}

/**
 * Stores messages after the conversation's last, in one statement that may also change the
 * conversation (`set`, e.g. who holds it) on a condition (`when`): the row lock that claims the
 * positions makes the change and the messages one step. Answers nothing stored when the
 * conversation is gone or `when` no longer holds.
 */
export async function storeMessages(
  db: Db,
  options: { conversationId: string; messages: MessageToStore[]; set?: SQL; when?: SQL },
): Promise<StoredMessage[]> {
  const { conversationId, messages } = options;
  const count = messages.length;
  const rows = messages.map((message, ord) => ({
    ord,
    role: message.role,
    author: message.author ?? null,
    content: message.content,
    attachments: message.attachments ?? [],
    client_message_id: message.clientMessageId ?? null,
    via: message.via ?? 'text',
  }));
  const result = await db.execute(sql`
    with claimed as (
      update conversations set next_position = next_position + ${count}, updated_at = now()
        ${options.set ? sql`, ${options.set}` : sql``}
      where id = ${conversationId} ${options.when ? sql`and (${options.when})` : sql``}
      returning next_position - ${count} as first
    )
    insert into messages
      (conversation_id, position, role, author, content, attachments, client_message_id, via)
    select ${conversationId}::uuid, claimed.first + m.ord, m.role, m.author, m.content,
      m.attachments, m.client_message_id, m.via
    from claimed, jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m(ord int, role text,
      author text, content text, attachments jsonb, client_message_id text, via text)
    returning position, role, author, content, created_at`);
  return rowsOf<{
    position: number;
    role: StoredMessage['role'];
    author: string | null;
    content: string;
    created_at: string | Date;
  }>(result)
    .map((row) => ({
      position: Number(row.position),
      role: row.role,
      author: row.author,
      content: row.content,
      createdAt: new Date(row.created_at),
    }))
    .sort((a, b) => a.position - b.position);
}

/** The position of the person's message stored under `clientMessageId`, if any. */
export async function positionOfClientMessage(
  db: Db,
  conversationId: string,
  clientMessageId: string,
): Promise<number | undefined> {
  const [row] = rowsOf<{ position: number }>(
    await db.execute(sql`
      select position from messages
      where conversation_id = ${conversationId}::uuid and client_message_id = ${clientMessageId}`),
  );
  return row ? Number(row.position) : undefined;
}
