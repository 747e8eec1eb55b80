import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeNamed } from '../../db/named-statement';
import { type ExchangeToStore } from './conversation-store';
import { rowsOf } from '../../db/rows';

/**
 * Stores several exchanges, each of another conversation and none with files, in one
 * statement and so in one commit. Answers each one's reply position, or undefined for one
 * whose conversation is gone (nothing is stored for it). Any error stores nothing at all: a
 * reused client_message_id, say, fails the whole statement, and the caller stores each on its
 * own instead (store-exchange.ts), where a repeat is told apart.
 */
export async function storeExchangeBatch(
  db: Db,
  exchanges: ExchangeToStore[],
): Promise<Array<number | undefined>> {
  const input = exchanges.map((exchange, slot) => ({
    slot,
    conversation_id: exchange.conversationId,
    user_message: exchange.userMessage,
    client_message_id: exchange.clientMessageId,
    attachments: exchange.attachments,
    reply: exchange.reply,
    engine: exchange.engine,
    via: exchange.via ?? 'text',
    interrupted: exchange.interrupted ?? false,
    tool_calls: exchange.toolCalls ?? [],
  }));
  const result = await executeNamed(
    db,
    'append_exchanges',
    sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as x(
        slot int, conversation_id uuid, user_message text, client_message_id text,
        attachments jsonb, reply text, engine text, via text, interrupted boolean,
        tool_calls jsonb)
    ), locked as (
      -- In id order, so two batches sharing conversations wait for each other instead of
      -- deadlocking (Postgres would break that only after a second).
      select id from conversations where id in (select conversation_id from input)
      order by id for update
    ), claimed as (
      update conversations c set next_position = c.next_position + 2, updated_at = now()
      from input join locked on locked.id = input.conversation_id
      where c.id = input.conversation_id
      returning input.slot, c.next_position - 2 as position
    ), stored as (
      insert into messages
        (conversation_id, position, role, content, attachments, engine, client_message_id,
          via, interrupted, tool_calls)
      select i.conversation_id, claimed.position, 'user', i.user_message, i.attachments,
        null, i.client_message_id, i.via, false, '[]'::jsonb
      from claimed join input i using (slot)
      union all
      select i.conversation_id, claimed.position + 1, 'coach', i.reply, '[]'::jsonb,
        i.engine, null, i.via, i.interrupted, i.tool_calls
      from claimed join input i using (slot)
    )
    select slot, position + 1 as position from claimed`,
  );
  const positions = new Array<number | undefined>(exchanges.length).fill(undefined);
  for (const row of rowsOf<{ slot: number; position: number }>(result)) {
    positions[Number(row.slot)] = Number(row.position);
  }
  return positions;
}
