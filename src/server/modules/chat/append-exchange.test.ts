import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Agent } from '../../../shared/schemas/agent';
import { conversations } from '../../db/chat-schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seededCoach } from '../../test/seeded-coach';
import { testDbKind } from '../../test/test-database';
import { appendExchange } from './append-exchange';
import { visitorScope } from './conversation-access';
import { type ExchangeToStore } from './conversation-store';
import { storeExchangeBatch } from './exchange-batch';
import { rowsOf } from '../../db/rows';

let t: TestApp;
let coach: Agent;
beforeAll(async () => {
  t = await buildTestApp();
  coach = await seededCoach(t.app);
});
afterAll(() => t.close());

async function newConversations(count: number): Promise<string[]> {
  const rows = await t.database.db
    .insert(conversations)
    .values(
      Array.from({ length: count }, () => ({
        sessionId: randomUUID(),
        scope: visitorScope(coach.id),
        agentId: coach.id,
      })),
    )
    .returning({ id: conversations.id });
  return rows.map((row) => row.id);
}

const exchange = (conversationId: string, n: number, extra: Partial<ExchangeToStore> = {}) => ({
  db: t.database.db,
  conversationId,
  userMessage: `Question ${n}: how long should our runway be?`,
  clientMessageId: null,
  attachments: [],
  fileTexts: [],
  reply: `Answer ${n}: eighteen months.`,
  engine: 'offline',
  ...extra,
});

/** Each conversation's messages in order, and how many transactions wrote them all. */
async function stored(ids: string[]) {
  const rows = rowsOf<{ conversation_id: string; position: number; content: string; tx: string }>(
    await t.database.db.execute(sql`
      select conversation_id, position, content, xmin::text as tx from messages
      where ${inArray(sql`conversation_id`, ids)} order by conversation_id, position`),
  );
  const byConversation = new Map<string, string[]>();
  for (const row of rows) {
    byConversation.set(row.conversation_id, [
      ...(byConversation.get(row.conversation_id) ?? []),
      `${row.position}: ${row.content}`,
    ]);
  }
  return { byConversation, transactions: new Set(rows.map((row) => row.tx)).size };
}

describe('storing exchanges that arrive together', () => {
  it('stores each at its own positions, in fewer commits than turns', async () => {
    const ids = await newConversations(12);
    const outcomes = await Promise.all(ids.map((id, n) => appendExchange(exchange(id, n))));
    expect(outcomes).toEqual(ids.map(() => ({ position: 1 })));
    const { byConversation, transactions } = await stored(ids);
    ids.forEach((id, n) => {
      expect(byConversation.get(id)).toEqual([
        `0: Question ${n}: how long should our runway be?`,
        `1: Answer ${n}: eighteen months.`,
      ]);
    });
    // Two go at once; the other ten wait for them and go together.
    expect(transactions).toBeLessThan(12);
  });

  it('keeps two turns of one conversation in order, one after the other', async () => {
    const [id] = await newConversations(1);
    const outcomes = await Promise.all([0, 1, 2].map((n) => appendExchange(exchange(id!, n))));
    expect(outcomes.map((o) => ('position' in o ? o.position : -1)).sort()).toEqual([1, 3, 5]);
    const messages = (await stored([id!])).byConversation.get(id!) ?? [];
    expect(messages.map((line) => line.split(':')[0])).toEqual(['0', '1', '2', '3', '4', '5']);
  });

  it('fails only the turn whose conversation is gone', async () => {
    const ids = await newConversations(6);
    const gone = randomUUID();
    const results = await Promise.allSettled(
      [...ids, gone].map((id, n) => appendExchange(exchange(id, n))),
    );
    expect(results.slice(0, 6).every((r) => r.status === 'fulfilled')).toBe(true);
    const failed = results[6] as PromiseRejectedResult;
    expect(failed.status).toBe('rejected');
    expect(failed.reason).toMatchObject({ kind: 'not_found' });
    expect((await stored(ids)).byConversation.size).toBe(6);
  });

  it('answers a repeated client_message_id with its stored exchange and stores the rest', async () => {
    const ids = await newConversations(6);
    const repeated = ids[5]!;
    await appendExchange(exchange(repeated, 9, { clientMessageId: 'msg-1' }));
    const outcomes = await Promise.all(
      ids.map((id, n) =>
        appendExchange(exchange(id, n, id === repeated ? { clientMessageId: 'msg-1' } : {})),
      ),
    );
    expect(outcomes[5]).toMatchObject({
      repeat: { message: 'Question 9: how long should our runway be?', position: 1 },
    });
    expect(outcomes.slice(0, 5)).toEqual(ids.slice(0, 5).map(() => ({ position: 1 })));
    expect((await stored([repeated])).byConversation.get(repeated)).toHaveLength(2);
  });

  it.skipIf(testDbKind !== 'postgres')(
    'takes its conversations in one order, so two batches wait for each other instead of deadlocking',
    async () => {
      const [first, second] = (await newConversations(2)).sort();
      const db = t.database.db;
      const waitingOnALock = async () =>
        rowsOf<{ n: number }>(
          await db.execute(sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`),
        )[0]?.n;
      let storing: Promise<Array<number | undefined>> | undefined;
      await db.transaction(async (tx) => {
        await tx.execute(sql`select id from conversations where id = ${first} for update`);
        // Named in the other order: the batch must still wait for the first before the second.
        storing = storeExchangeBatch(db, [exchange(second!, 1), exchange(first!, 2)]);
        await vi.waitFor(async () => expect(await waitingOnALock()).toBe(1));
        // It holds nothing yet, so another writer can take the second without waiting.
        await tx.execute(sql`select id from conversations where id = ${second} for update nowait`);
      });
      expect(await storing).toEqual([1, 1]);
    },
  );
});

describe("a reply's tool calls", () => {
  it('are stored with the reply, alone and in a batch, and the question has none', async () => {
    const [alone, inBatch, other] = await newConversations(3);
    const toolCalls = [
      { tool: 'web_scraper', target: 'https://example.com' },
      { tool: 'calculator' },
    ];
    await appendExchange(exchange(alone!, 1, { toolCalls }));
    await storeExchangeBatch(t.database.db, [
      exchange(inBatch!, 2, { toolCalls }),
      exchange(other!, 3),
    ]);
    const rows = rowsOf<{ conversation_id: string; role: string; tool_calls: unknown }>(
      await t.database.db.execute(sql`
        select conversation_id, role, tool_calls from messages
        where ${inArray(sql`conversation_id`, [alone!, inBatch!, other!])}
        order by conversation_id, position`),
    );
    const of = (id: string) =>
      rows.filter((row) => row.conversation_id === id).map((row) => row.tool_calls);
    expect(of(alone!)).toEqual([[], toolCalls]);
    expect(of(inBatch!)).toEqual([[], toolCalls]);
    expect(of(other!)).toEqual([[], []]);
  });
});
