import { sql } from 'drizzle-orm';
import type { KeyAnalytics } from '../../../shared/schemas/api-keys';
import type { Db } from '../../db/client';
import { conversationStats, daysOf, requestStats, totalOf } from './usage-daily';
import { usageWindow, wholeMs, type UsageWindow } from './usage-window';
import { rowsOf } from '../../db/rows';

/** The most origins an answer lists: the busiest ones. */
const ORIGINS_SHOWN = 50;

/** Ratings given (or changed) in the window on replies in the key's conversations. */
async function feedbackOf(db: Db, keyId: string, window: UsageWindow) {
  const [row] = rowsOf<{ positive: number; negative: number }>(
    await db.execute(sql`
      select (count(*) filter (where f.rating = 'positive'))::int as positive,
        (count(*) filter (where f.rating = 'negative'))::int as negative
      from conversations c
      join feedback f on f.conversation_id = c.id
      where c.api_key_id = ${keyId}::uuid
        and f.updated_at >= ${window.since.toISOString()}::timestamptz`),
  );
  const positive = row?.positive ?? 0;
  const negative = row?.negative ?? 0;
  const rated = positive + negative;
  return { positive, negative, ratio: rated === 0 ? null : positive / rated };
}

/** The pages the key was used from, with the calls refused there (wrong origin, any limit). */
async function originsOf(db: Db, keyId: string, window: UsageWindow) {
  return rowsOf<{ origin: string; requests: number; refused: number }>(
    await db.execute(sql`
      select origin, count(*)::int as requests,
        (count(*) filter (where outcome like 'refused%'))::int as refused
      from api_key_requests
      where key_id = ${keyId}::uuid and at >= ${window.since.toISOString()}::timestamptz
        and origin is not null
      group by origin
      order by requests desc, origin
      limit ${ORIGINS_SHOWN}`),
  );
}

/** What a key's owner asks of its traffic over the last `days` days (today included). */
export async function keyAnalytics(options: {
  db: Db;
  keyId: string;
  days: number;
}): Promise<KeyAnalytics> {
  const { db, keyId } = options;
  const window = usageWindow(options.days);
  const requests = await requestStats(db, keyId, window);
  const conversations = await conversationStats(db, keyId, window);
  const calls = totalOf(requests);
  const talk = totalOf(conversations);
  return {
    key_id: keyId,
    days: window.days,
    requests: calls?.requests ?? 0,
    sessions: talk?.sessions ?? 0,
    messages: talk?.messages ?? 0,
    errors: calls?.errors ?? 0,
    refused: {
      origin: calls?.refused_origin ?? 0,
      key_limit: calls?.refused_key_limit ?? 0,
      plan_limit: calls?.refused_plan_limit ?? 0,
    },
    latency_ms: {
      p50: wholeMs(calls?.p50),
      p95: wholeMs(calls?.p95),
      stream_p50: wholeMs(calls?.stream_p50),
      stream_p95: wholeMs(calls?.stream_p95),
    },
    feedback: await feedbackOf(db, keyId, window),
    origins: await originsOf(db, keyId, window),
    by_day: daysOf(window, requests, conversations),
  };
}
