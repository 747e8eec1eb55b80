import { eq } from 'drizzle-orm';
import type { InvoiceDocument } from '../../../../shared/schemas/invoices';
import type { PlanDefinition } from '../../../../shared/schemas/plans';
import type { BillingConfig } from '../../../billing-config';
import { user } from '../../../db/auth-schema';
import { billingInfo, invoices } from '../../../db/billing-schema';
import type { Db } from '../../../db/client';
import { nextInvoiceNumber } from './invoice-number';

const EU = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '),
);

const day = (date: Date) => date.toISOString().slice(0, 10);

async function buyerOf(
  tx: Db,
  userId: string,
): Promise<InvoiceDocument['buyer'] & { country: string }> {
  const [info] = await tx.select().from(billingInfo).where(eq(billingInfo.userId, userId));
  const [account] = await tx.select().from(user).where(eq(user.id, userId));
  const cityLine = [info?.postalCode, info?.city].filter(Boolean).join(' ');
  return {
    name: info?.name || account?.name || account?.email || '',
    lines: [info?.addressLine1, info?.addressLine2, cityLine, info?.state, info?.country].filter(
      (line): line is string => Boolean(line),
    ),
    fiscal_number: info?.fiscalNumber ?? '',
    email: info?.email || account?.email || '',
    country: info?.country ?? '',
  };
}

/** VAT on the invoice: the configured rate, or none under the EU's reverse charge. */
function vatFor(config: BillingConfig, buyer: { country: string; fiscal_number: string }) {
  const seller = config.seller.country;
  const reverseCharge =
    EU.has(seller) && EU.has(buyer.country) && seller !== buyer.country && buyer.fiscal_number;
  return reverseCharge
    ? { rate: 0, note: 'Reverse charge: VAT to be accounted for by the customer.' }
    : { rate: config.vatRate, note: '' };
}

/**
 * Issues the local provider's invoice for a plan's period inside the caller's transaction:
 * the next number of the series, seller and buyer as they are now, one line, VAT.
 */
export async function issueLocalInvoice(options: {
  tx: Db;
  config: BillingConfig;
  userId: string;
  plan: PlanDefinition;
  periodStart: Date;
  periodEnd: Date;
  status?: 'paid' | 'pending';
}): Promise<{ id: string; number: string }> {
  const { tx, config, plan, periodStart, periodEnd } = options;
  const issuedAt = new Date();
  const { country, ...buyer } = await buyerOf(tx, options.userId);
  const vat = vatFor(config, { country, fiscal_number: buyer.fiscal_number });
  const subtotal = plan.price ?? 0;
  const tax = Math.round((subtotal * vat.rate) / 100);
  const description = `${plan.name} plan, ${day(periodStart)} to ${day(periodEnd)}`;
  const document: InvoiceDocument = {
    seller: {
      name: config.seller.name,
      lines: config.seller.addressLines,
      fiscal_number: config.seller.fiscalNumber,
      email: config.seller.email,
    },
    buyer,
    lines: [{ description, quantity: 1, unit_amount: subtotal, amount: subtotal }],
    vat_rate: vat.rate,
    vat_note: vat.note,
  };
  const number = await nextInvoiceNumber(tx, issuedAt);
  const status = options.status ?? 'paid';
  const [row] = await tx
    .insert(invoices)
    .values({
      userId: options.userId,
      provider: 'local',
      number,
      description,
      currency: plan.currency,
      subtotal,
      tax,
      total: subtotal + tax,
      amountPaid: status === 'paid' ? subtotal + tax : 0,
      status,
      periodStart,
      periodEnd,
      document,
      createdAt: issuedAt,
    })
    .returning({ id: invoices.id });
  return { id: row!.id, number };
}
