import { eq } from 'drizzle-orm';
import type { InvoiceDocument } from '../../../../shared/schemas/invoices';
import type { PlanDefinition } from '../../../../shared/schemas/plans';
import type { BillingConfig } from '../../../billing-config';
import { user } from '../../../db/auth-schema';
import { billingInfo, invoices } from '../../../db/billing-schema';
import type { Db } from '../../../db/client';
import { nextInvoiceNumber } from './invoice-number';
import { assertSellerComplete, countryName, sellerCountry } from './invoice-seller';

const EU = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '),
);
const DAY_MS = 86_400_000;

export const REVERSE_CHARGE_NOTE =
  'Reverse charge: VAT to be accounted for by the recipient ' +
  '(Article 196, Council Directive 2006/112/EC).';

/** The address, ending with the country's name unless the operator wrote it already. */
const withCountry = (lines: string[], country: string) =>
  lines.at(-1)?.toLowerCase() === country.toLowerCase() ? lines : [...lines, country];

const day = (date: Date) => date.toISOString().slice(0, 10);

async function buyerOf(
  tx: Db,
  userId: string,
): Promise<InvoiceDocument['buyer'] & { country: string }> {
  const [info] = await tx.select().from(billingInfo).where(eq(billingInfo.userId, userId));
  const [account] = await tx.select().from(user).where(eq(user.id, userId));
  const cityLine = [info?.postalCode, info?.city].filter(Boolean).join(' ');
  const country = info?.country ?? '';
  return {
    name: info?.name || account?.name || account?.email || '',
    lines: [
      info?.addressLine1,
      info?.addressLine2,
      cityLine,
      info?.state,
      country && countryName(country),
    ].filter((line): line is string => Boolean(line)),
    fiscal_number: info?.fiscalNumber ?? '',
    email: info?.email || account?.email || '',
    country,
  };
}

/**
 * VAT on the invoice: the configured rate, or none with the reverse-charge note when a
 * business in another EU country than the seller's gives its VAT number.
 */
function vatFor(config: BillingConfig, buyer: { country: string; fiscal_number: string }) {
  const reverseCharge =
    EU.has(buyer.country) &&
    Boolean(buyer.fiscal_number) &&
    sellerCountry(config.seller) !== buyer.country;
  return reverseCharge
    ? { rate: 0, note: REVERSE_CHARGE_NOTE }
    : { rate: config.vatRate, note: '' };
}

/**
 * Issues the local provider's invoice for a plan's period inside the caller's transaction:
 * the next number of the series, seller and buyer as they are now, one line, VAT. It is due
 * within INVOICE_PAYMENT_DAYS until the operator records its payment; none is issued while
 * the seller is incomplete.
 */
export async function issueLocalInvoice(options: {
  tx: Db;
  config: BillingConfig;
  userId: string;
  plan: PlanDefinition;
  periodStart: Date;
  periodEnd: Date;
}): Promise<{ id: string; number: string }> {
  const { tx, config, plan, periodStart, periodEnd } = options;
  assertSellerComplete(config.seller);
  const issuedAt = new Date();
  const { country, ...buyer } = await buyerOf(tx, options.userId);
  const vat = vatFor(config, { country, fiscal_number: buyer.fiscal_number });
  const subtotal = plan.price ?? 0;
  const tax = Math.round((subtotal * vat.rate) / 100);
  const description = `${plan.name} plan, ${day(periodStart)} to ${day(periodEnd)}`;
  const document: InvoiceDocument = {
    seller: {
      name: config.seller.name,
      lines: withCountry(config.seller.addressLines, countryName(sellerCountry(config.seller))),
      fiscal_number: config.seller.fiscalNumber,
      email: config.seller.email,
    },
    buyer,
    lines: [{ description, quantity: 1, unit_amount: subtotal, amount: subtotal }],
    vat_rate: vat.rate,
    vat_note: vat.note,
    payment_details: config.paymentDetails,
  };
  const number = await nextInvoiceNumber(tx, issuedAt);
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
      amountPaid: 0,
      status: 'pending',
      periodStart,
      periodEnd,
      document,
      dueAt: new Date(issuedAt.getTime() + config.paymentDays * DAY_MS),
      createdAt: issuedAt,
    })
    .returning({ id: invoices.id });
  return { id: row!.id, number };
}
