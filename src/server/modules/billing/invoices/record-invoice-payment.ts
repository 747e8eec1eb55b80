import { and, eq } from 'drizzle-orm';
import { invoices } from '../../../db/billing-schema';
import type { Db } from '../../../db/client';
import { DomainError, notFound } from '../../../domain-error';

/**
 * The operator's `record-payment`: a local invoice was paid (by transfer, in cash…), so it
 * shows as paid, with the whole amount and the day it came in.
 */
export async function recordInvoicePayment(options: { db: Db; number: string; paidAt?: Date }) {
  const number = options.number.trim().toUpperCase();
  const paidAt = options.paidAt ?? new Date();
  return options.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.number, number), eq(invoices.provider, 'local')))
      .for('update');
    if (!row) {
      throw notFound(`No invoice numbered ${number} was issued by this server.`);
    }
    if (row.status === 'paid') {
      const on = row.paidAt ? ` on ${row.paidAt.toISOString().slice(0, 10)}` : '';
      throw new DomainError('conflict', 'already_paid', `Invoice ${number} was already paid${on}.`);
    }
    if (row.status === 'void') {
      throw new DomainError(
        'conflict',
        'invoice_void',
        `Invoice ${number} is void: nothing is owed.`,
      );
    }
    await tx
      .update(invoices)
      .set({ status: 'paid', amountPaid: row.total, paidAt })
      .where(eq(invoices.id, row.id));
    return { invoice: number, amountPaid: row.total, currency: row.currency, paidAt };
  });
}
