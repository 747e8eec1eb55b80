import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeNamed } from '../../db/named-statement';
import type { StoredAttachment } from '../../db/chat-schema';
import { notFound } from '../../http-error';

/** What a turn needs of its conversation. */
export interface ConversationRef {
  id: string;
  sessionId: string;
  agentId: string;
  ownerId: string | null;
  apiKeyId: string | null;
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

/** Rows of a raw statement: node-postgres and PGlite both answer with `rows`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** The exchange whose person's message carried `clientMessageId`, as a statement fragment. */
export const storedExchangeSql = (conversationId: SQL, clientMessageId: string) => sql`
  select u.content as message, c.content as reply, c.position, c.engine,
    (select coalesce(json_agg(a->>'name'), '[]') from jsonb_array_elements(u.attachments) a)
      as attachments
  from messages u
  join messages c on c.conversation_id = u.conversation_id and c.position = u.position + 1
  where u.conversation_id = ${conversationId} and u.client_message_id = ${clientMessageId}`;

const isClientMessageTaken = (error: unknown): boolean => {
  // node-postgres and PGlite report the violated constraint; Drizzle wraps them in `cause`.
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '23505' && e.constraint === 'messages_client_message_unique') return true;
    e = e.cause as typeof e;
  }
  return false;
};

/** jsonb cannot hold U+0000, which a PDF's text may carry: it means nothing to a reader. */
const fileTextsJson = (files: Array<{ name: string; text: string }>) =>
  JSON.stringify(files.map(({ name, text }) => ({ name, text: text.replaceAll('\u0000', '') })));

/**
 * Stores the person's message, the text of its files and the coach's reply together, so a failed reply never
 * leaves half an exchange behind. One statement: the conversation's row lock serialises
 * concurrent sends, so positions stay dense and unique. Returns the reply's position, or the
 * exchange stored meanwhile by a repeat of the same client_message_id (then nothing is added).
 */
export async function appendExchange(options: {
  db: Db;
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
}): Promise<{ position: number } | { repeat: StoredExchange }> {
  const { db, conversationId, clientMessageId } = options;
  const via = options.via ?? 'text';
  const interrupted = options.interrupted ?? false;
  try {
    const result = await executeNamed(
      db,
      'append_exchange',
      sql`
      with claimed as (
        update conversations set next_position = next_position + 2, updated_at = now()
        where id = ${conversationId} returning next_position - 2 as position
      ), kept_files as (
        insert into conversation_files (conversation_id, position, name, text)
        select ${conversationId}::uuid, claimed.position, f.name, f.text
        from claimed, jsonb_to_recordset(${fileTextsJson(options.fileTexts)}::jsonb)
          as f(name text, text text)
      )
      insert into messages
        (conversation_id, position, role, content, attachments, engine, client_message_id,
          via, interrupted)
      select ${conversationId}::uuid, position, 'user', ${options.userMessage}::text,
        ${JSON.stringify(options.attachments)}::jsonb, null::text, ${clientMessageId}::text,
        ${via}::text, false
      from claimed
      union all
      select ${conversationId}::uuid, position + 1, 'coach', ${options.reply}::text,
        '[]'::jsonb, ${options.engine}::text, null::text, ${via}::text, ${interrupted}::boolean
      from claimed
      returning position`,
    );
    const positions = rowsOf<{ position: number }>(result).map((row) => Number(row.position));
    if (positions.length !== 2) throw notFound('This conversation no longer exists.');
    return { position: Math.max(...positions) };
  } catch (error) {
    // The same turn sent twice at once: the first one stored it; this one answers with that.
    if (!clientMessageId || !isClientMessageTaken(error)) throw error;
    const [stored] = rowsOf<StoredExchange>(
      await db.execute(storedExchangeSql(sql`${conversationId}::uuid`, clientMessageId)),
    );
    if (!stored) throw error;
    return { repeat: { ...stored, position: Number(stored.position) } };
  }
}

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
