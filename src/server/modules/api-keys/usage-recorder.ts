import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { UsageOutcome } from '../../../shared/api-key-constants';
import type { Db } from '../../db/client';

/** One call made with a key (or a widget session opened with one), as the ledger stores it. */
export interface RecordedCall {
  keyId: string;
  at: Date;
  kind: string;
  method: string;
  route: string;
  status: number;
  latencyMs: number;
  sessionId: string | null;
  origin: string | null;
  /** Answered, failed, or refused before any work (and then not a use of the key). */
  outcome: UsageOutcome;
}

export interface UsageRecorder {
  /** Buffers a call; never waits for the database. */
  record(call: RecordedCall): void;
  /** Writes every buffered call (and last_used_at) now; resolves once they are stored. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
}

export interface UsageRecorderOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** How often the buffer is written; a crash loses at most this long's calls. */
  flushEveryMs?: number;
  /** A buffer this full is written at once instead of waiting for the timer. */
  flushAtRows?: number;
  /** While the database is down, rows beyond this are dropped (oldest first) and logged. */
  maxBufferedRows?: number;
}

/** 10 parameters a row: far below Postgres's 65535 parameters per statement. */
const ROWS_PER_INSERT = 1000;

/**
 * Stores the rows of calls whose key still exists (a key deleted with its agent meanwhile would
 * fail the whole batch on its foreign key), and moves each key's last_used_at forward to its
 * latest accepted call (a refused one did not use the key), in one short transaction.
 */
async function writeCalls(db: Db, calls: RecordedCall[]) {
  await db.transaction(async (tx) => {
    for (let start = 0; start < calls.length; start += ROWS_PER_INSERT) {
      const values = calls
        .slice(start, start + ROWS_PER_INSERT)
        .map(
          (c) =>
            sql`(${c.keyId}::uuid, ${c.at.toISOString()}::timestamptz, ${c.kind}, ${c.method}, ${c.route}, ${c.status}::int, ${c.latencyMs}::int, ${c.sessionId}::text, ${c.origin}::text, ${c.outcome})`,
        );
      await tx.execute(sql`
        insert into api_key_requests
          (key_id, at, kind, method, route, status, latency_ms, session_id, origin, outcome)
        select v.* from (values ${sql.join(values, sql`, `)})
          as v(key_id, at, kind, method, route, status, latency_ms, session_id, origin, outcome)
        where exists (select 1 from api_keys k where k.id = v.key_id)`);
    }
    const lastUse = new Map<string, Date>();
    for (const c of calls) {
      if (c.outcome.startsWith('refused')) continue;
      const seen = lastUse.get(c.keyId);
      if (!seen || seen < c.at) lastUse.set(c.keyId, c.at);
    }
    if (lastUse.size === 0) return;
    const latest = [...lastUse].map(
      ([keyId, at]) => sql`(${keyId}::uuid, ${at.toISOString()}::timestamptz)`,
    );
    await tx.execute(sql`
      update api_keys set last_used_at = greatest(api_keys.last_used_at, v.at)
      from (values ${sql.join(latest, sql`, `)}) as v(key_id, at)
      where api_keys.id = v.key_id`);
  });
}

/**
 * The write side of key usage, off the hot path: calls are buffered in memory and written with
 * one multi-row insert every few seconds, when the buffer fills, and on close. A failed write
 * is logged and its rows go back to the buffer for the next attempt.
 */
export function createUsageRecorder(options: UsageRecorderOptions): UsageRecorder {
  const { db, log } = options;
  const flushAtRows = options.flushAtRows ?? 500;
  const maxBufferedRows = options.maxBufferedRows ?? 100_000;
  let buffer: RecordedCall[] = [];
  // A full buffer asks for one write, not one per call recorded while that write waits.
  let fullFlushAsked = false;
  // Flushes run one after another: a read waiting for its rows must not overtake a write.
  let chain: Promise<void> = Promise.resolve();

  async function writeBuffered() {
    if (buffer.length === 0) return;
    const batch = buffer;
    buffer = [];
    try {
      await writeCalls(db, batch);
    } catch (err) {
      buffer = batch.concat(buffer);
      const dropped = buffer.length - maxBufferedRows;
      if (dropped > 0) {
        buffer = buffer.slice(dropped);
        log.error(
          { dropped },
          'key usage: buffer full while the database fails; oldest calls dropped',
        );
      }
      log.error({ err, rows: buffer.length }, 'key usage: write failed; will retry');
      throw err;
    }
  }

  const flush = () => {
    chain = chain.catch(() => undefined).then(writeBuffered);
    return chain;
  };
  // The timer's and a full buffer's flushes have no caller to tell: the log already has it.
  const flushQuietly = () => void flush().catch(() => undefined);
  const timer = setInterval(flushQuietly, options.flushEveryMs ?? 5000);
  timer.unref();

  return {
    record(call) {
      buffer.push(call);
      if (buffer.length < flushAtRows || fullFlushAsked) return;
      fullFlushAsked = true;
      void flush()
        .catch(() => undefined)
        .finally(() => (fullFlushAsked = false));
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush().catch(() => {
        log.error({ lost: buffer.length }, 'key usage: calls not stored at shutdown');
      });
    },
  };
}
