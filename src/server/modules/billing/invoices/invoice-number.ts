import { sql } from 'drizzle-orm';
import { invoiceSeries } from '../../../db/billing-schema';
import type { Db } from '../../../db/client';

/**
 * The next number of the year's series, e.g. CF-2026-0007. Taken inside the transaction that
 * writes the invoice: the row stays locked until it commits, and a rollback gives the number
 * back, so the series has no gaps (a Postgres sequence would leave one).
 */
export async function nextInvoiceNumber(tx: Db, issuedAt: Date): Promise<string> {
  const year = issuedAt.getUTCFullYear();
  const [row] = await tx
    .insert(invoiceSeries)
    .values({ series: `CF-${year}`, next: 2 })
    .onConflictDoUpdate({
      target: invoiceSeries.series,
      set: { next: sql`${invoiceSeries.next} + 1` },
    })
    .returning({ next: invoiceSeries.next });
  return `CF-${year}-${String(row!.next - 1).padStart(4, '0')}`;
}
