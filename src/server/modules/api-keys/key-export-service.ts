import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { KeyCallSchema, type KeyCall } from '../../../shared/schemas/api-keys';
import { apiKeyRequests } from '../../db/api-keys-schema';
import type { Db } from '../../db/client';
import { downloadBody } from '../../lib/download-body';
import { usageWindow, type UsageWindow } from './usage-window';

/** The most rows one export gives: a bigger window is cut here (and the answer says so). */
export const EXPORT_ROW_CAP = 100_000;

export interface ExportLimits {
  /** The most rows one export gives. */
  rows: number;
  /** Rows read per query while the answer streams, so memory stays flat however big the window. */
  pageRows: number;
}
const LIMITS: ExportLimits = { rows: EXPORT_ROW_CAP, pageRows: 2_000 };
const COLUMNS = Object.keys(KeyCallSchema.shape);

const inWindow = (keyId: string, window: UsageWindow) =>
  and(eq(apiKeyRequests.keyId, keyId), gte(apiKeyRequests.at, window.since));

/** The window's calls, oldest first, page by page along the (key_id, at) index. */
async function* ledgerRows(
  db: Db,
  keyId: string,
  window: UsageWindow,
  limits: ExportLimits,
): AsyncGenerator<KeyCall> {
  let after: { at: Date; id: number } | undefined;
  let given = 0;
  while (given < limits.rows) {
    const page = await db
      .select()
      .from(apiKeyRequests)
      .where(
        and(
          inWindow(keyId, window),
          after &&
            sql`(${apiKeyRequests.at}, ${apiKeyRequests.id}) > (${after.at.toISOString()}::timestamptz, ${after.id})`,
        ),
      )
      .orderBy(asc(apiKeyRequests.at), asc(apiKeyRequests.id))
      .limit(Math.min(limits.pageRows, limits.rows - given));
    for (const row of page) {
      yield {
        at: row.at.toISOString(),
        kind: row.kind,
        method: row.method,
        route: row.route,
        status: row.status,
        latency_ms: row.latencyMs,
        session_id: row.sessionId,
        origin: row.origin,
        outcome: row.outcome,
      };
    }
    given += page.length;
    const last = page.at(-1);
    if (!last || page.length < limits.pageRows) return;
    after = { at: last.at, id: last.id };
  }
}

/** Whether the window holds more calls than one export gives (counts at most one past the cap). */
async function beyondCap(db: Db, keyId: string, window: UsageWindow, cap: number) {
  const capped = db
    .select({ id: apiKeyRequests.id })
    .from(apiKeyRequests)
    .where(inWindow(keyId, window))
    .limit(cap + 1)
    .as('capped');
  const [row] = await db.select({ rows: sql<number>`count(*)::int` }).from(capped);
  return (row?.rows ?? 0) > cap;
}

/**
 * A key's ledger over the window as a download: JSON (an array of calls) or CSV with a header
 * row. Fields a caller controls (Origin) are quoted and formula-escaped, so a spreadsheet
 * never runs them.
 */
export async function exportKeyCalls(options: {
  db: Db;
  keyId: string;
  keyPrefix: string;
  days: number;
  format: 'json' | 'csv';
  limits?: ExportLimits;
}) {
  const { db, keyId, format, limits = LIMITS } = options;
  const window = usageWindow(options.days);
  const truncated = await beyondCap(db, keyId, window, limits.rows);
  const rows = ledgerRows(db, keyId, window, limits);
  const { body, contentType } = downloadBody(rows, format, COLUMNS);
  const first = window.dates[0];
  const last = window.dates.at(-1);
  const name = options.keyPrefix.replace(/[^\w-]/g, '');
  return {
    body,
    contentType,
    fileName: `${name}-calls-${first}-to-${last}.${format}`,
    truncated,
  };
}
