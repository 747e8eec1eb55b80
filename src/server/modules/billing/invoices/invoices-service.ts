import { and, desc, eq } from 'drizzle-orm';
import type { Invoice } from '../../../../shared/schemas/invoices';
import { invoices } from '../../../db/billing-schema';
import type { Db } from '../../../db/client';
import { notFound } from '../../../domain-error';
import { renderInvoicePdf } from './invoice-pdf';

type Row = typeof invoices.$inferSelect;

const toApi = (row: Row): Invoice => ({
  id: row.id,
  number: row.number,
  description: row.description,
  created: row.createdAt.toISOString(),
  currency: row.currency,
  amount_paid: row.amountPaid,
  total: row.total,
  status: row.status as Invoice['status'],
  due_date: row.status === 'pending' && row.dueAt ? row.dueAt.toISOString() : null,
  invoice_pdf: row.provider === 'local' ? `/api/invoices/${row.id}/pdf` : row.pdfUrl,
  paymentUrl: row.status === 'paid' ? null : row.paymentUrl,
});

/** The caller's invoices, newest first: issued here or copied from Stripe. */
export async function listInvoices(db: Db, userId: string): Promise<Invoice[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.createdAt));
  return rows.map(toApi);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A local invoice's PDF, for its owner only: anyone else learns nothing (404). */
export async function invoicePdf(db: Db, userId: string, id: string) {
  const missing = () => notFound(`Invoice ${id} was not found.`);
  if (!UUID.test(id)) throw missing();
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
  if (!row || row.provider !== 'local' || !row.document || !row.number) throw missing();
  const pdf = await renderInvoicePdf({
    number: row.number,
    issuedAt: row.createdAt,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    currency: row.currency,
    subtotal: row.subtotal,
    tax: row.tax,
    total: row.total,
    status: row.status,
    dueAt: row.dueAt,
    paidAt: row.paidAt,
    document: row.document,
  });
  return { pdf, filename: `${row.number}.pdf` };
}
