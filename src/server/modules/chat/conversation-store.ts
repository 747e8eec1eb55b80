import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { StoredAttachment } from '../../db/chat-schema';
import { notFound } from '../../domain-error';

/** What a turn needs of its conversation. */
export interface ConversationRef {
  id: string;
  sessionId: string;
  agentId: string;
  /** The namespace its session id lives in (conversation-access.ts). */
  scope: string;
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
