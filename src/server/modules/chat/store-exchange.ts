import { sql } from 'drizzle-orm';
import { FILE_READING_LIMITS } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { executeNamed } from '../../db/named-statement';
import {
  conversationGone,
  storedExchangeSql,
  type ExchangeToStore,
  type StoredExchange,
  type StoredOutcome,
} from './conversation-store';
import { rowsOf } from '../../db/rows';

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
 * How many of the files kept so far stay beside this exchange's: a conversation keeps the
 * text of its newest files only, which are all a turn reads back (turn-snapshot.ts).
 */
const keptBefore = (exchange: ExchangeToStore) =>
  Math.max(0, FILE_READING_LIMITS.keptPerConversation - exchange.fileTexts.length);

/**
 * Stores the person's message, the text of its files and the coach's reply together, so a
 * failed reply never leaves half an exchange behind; the conversation's older files beyond
 * FILE_READING_LIMITS.keptPerConversation go. One statement: the conversation's row
 * lock serialises concurrent sends, so positions stay dense and unique. Returns the reply's
 * position, or the exchange stored meanwhile by a repeat of the same client_message_id (then
 * nothing is added).
 */
export async function storeExchange(db: Db, exchange: ExchangeToStore): Promise<StoredOutcome> {
  const { conversationId, clientMessageId } = exchange;
  const via = exchange.via ?? 'text';
  const interrupted = exchange.interrupted ?? false;
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
        from claimed, jsonb_to_recordset(${fileTextsJson(exchange.fileTexts)}::jsonb)
          as f(name text, text text)
      ), dropped_files as (
        delete from conversation_files
        where conversation_id = ${conversationId}::uuid and exists (select 1 from claimed)
          and id not in (
            select id from conversation_files where conversation_id = ${conversationId}::uuid
            order by position desc, created_at desc limit ${keptBefore(exchange)}
          )
      )
      insert into messages
        (conversation_id, position, role, content, attachments, engine, client_message_id,
          via, interrupted, tool_calls)
      select ${conversationId}::uuid, position, 'user', ${exchange.userMessage}::text,
        ${JSON.stringify(exchange.attachments)}::jsonb, null::text, ${clientMessageId}::text,
        ${via}::text, false, '[]'::jsonb
      from claimed
      union all
      select ${conversationId}::uuid, position + 1, 'coach', ${exchange.reply}::text,
        '[]'::jsonb, ${exchange.engine}::text, null::text, ${via}::text, ${interrupted}::boolean,
        ${JSON.stringify(exchange.toolCalls ?? [])}::jsonb
      from claimed
      returning position`,
    );
    const positions = rowsOf<{ position: number }>(result).map((row) => Number(row.position));
    if (positions.length !== 2) throw conversationGone();
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
