import { sql } from 'drizzle-orm';
import type { KeyDay } from '../../../shared/schemas/api-keys';
import type { Db } from '../../db/client';
import { wholeMs, type UsageWindow } from './usage-window';
import { rowsOf } from '../../db/rows';

/** A key's calls of one UTC day; the row with day null is the whole window (ROLLUP). */
export interface RequestStats {
  day: string | null;
  requests: number;
  errors: number;
  refused_origin: number;
  refused_key_limit: number;
  refused_plan_limit: number;
  p50: number | null;
  p95: number | null;
  stream_p50: number | null;
  stream_p95: number | null;
}

/** A key's conversations of one UTC day; the row with day null is the whole window. */
export interface ConversationStats {
  day: string | null;
  sessions: number;
  messages: number;
}

/**
 * Requests, errors (calls that failed), refusals by reason (a page outside the allowed domains,
 * the key's hourly limit, the plan's daily limit: not failures) and latency percentiles. Latency counts answered calls (status below 400): whole answers for
 * JSON calls, the whole stream for streamed ones, apart, since the two differ in kind.
 * Reads the (key_id, at) index only.
 */
export async function requestStats(db: Db, keyId: string, window: UsageWindow) {
  const answered = sql`status < 400 and route not like '%/stream'`;
  const streamed = sql`status < 400 and route like '%/stream'`;
  const result = await db.execute(sql`
    select to_char(at at time zone 'UTC', 'YYYY-MM-DD') as day,
      count(*)::int as requests,
      (count(*) filter (where outcome = 'error'))::int as errors,
      (count(*) filter (where outcome = 'refused_origin'))::int as refused_origin,
      (count(*) filter (where outcome = 'refused_key_limit'))::int as refused_key_limit,
      (count(*) filter (where outcome = 'refused_plan_limit'))::int as refused_plan_limit,
      percentile_cont(0.5) within group (order by latency_ms) filter (where ${answered}) as p50,
      percentile_cont(0.95) within group (order by latency_ms) filter (where ${answered}) as p95,
      percentile_cont(0.5) within group (order by latency_ms) filter (where ${streamed}) as stream_p50,
      percentile_cont(0.95) within group (order by latency_ms) filter (where ${streamed}) as stream_p95
    from api_key_requests
    where key_id = ${keyId}::uuid and at >= ${window.since.toISOString()}::timestamptz
    group by rollup (to_char(at at time zone 'UTC', 'YYYY-MM-DD'))`);
  return rowsOf<RequestStats>(result);
}

/**
 * Sessions: the key's conversations in which a visitor wrote in the period (a widget opened
 * without a word said is not one), the ones the sessions list shows. Messages: what visitors
 * wrote in the period (the coach's replies are not counted).
 */
export async function conversationStats(db: Db, keyId: string, window: UsageWindow) {
  const result = await db.execute(sql`
    select to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
      count(distinct m.conversation_id)::int as sessions,
      count(*)::int as messages
    from conversations c
    join messages m on m.conversation_id = c.id
    where c.api_key_id = ${keyId}::uuid and m.role = 'user'
      and m.created_at >= ${window.since.toISOString()}::timestamptz
    group by rollup (to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD'))`);
  return rowsOf<ConversationStats>(result);
}

/** Calls refused before any work, whatever the reason. */
export const refusedOf = (row: RequestStats | undefined) =>
  row ? row.refused_origin + row.refused_key_limit + row.refused_plan_limit : 0;

/** Every day of the window, oldest first; days without calls are zeros, not gaps. */
export function daysOf(
  window: UsageWindow,
  requests: RequestStats[],
  conversations: ConversationStats[],
): KeyDay[] {
  const requestsOn = new Map(requests.map((row) => [row.day, row]));
  const conversationsOn = new Map(conversations.map((row) => [row.day, row]));
  return window.dates.map((date) => {
    const calls = requestsOn.get(date);
    const talk = conversationsOn.get(date);
    return {
      date,
      requests: calls?.requests ?? 0,
      errors: calls?.errors ?? 0,
      refused: refusedOf(calls),
      sessions: talk?.sessions ?? 0,
      messages: talk?.messages ?? 0,
      p50_ms: wholeMs(calls?.p50),
      p95_ms: wholeMs(calls?.p95),
    };
  });
}

/** The ROLLUP's grand-total row (day null), or zeros when the window had nothing. */
export const totalOf = <T extends { day: string | null }>(rows: T[]): T | undefined =>
  rows.find((row) => row.day === null);
