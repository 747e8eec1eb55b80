import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BillingInfo, BillingInfoInput } from '../../../../shared/schemas/billing-info';
import { billingCustomer, user } from '../../../db/auth-schema';
import { billingInfo } from '../../../db/billing-schema';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../domain-error';
import type { PaymentProvider } from '../payment-provider';
import { checkFiscalNumber } from './fiscal-number';

const EMPTY: Omit<BillingInfo, 'email'> = {
  name: '',
  fiscal_number: '',
  phone: '',
  address_line1: '',
  address_line2: '',
  city: '',
  postal_code: '',
  state: '',
  country: '',
};

type Row = typeof billingInfo.$inferSelect;

const toApi = (row: Row): BillingInfo => ({
  name: row.name,
  fiscal_number: row.fiscalNumber,
  email: row.email,
  phone: row.phone,
  address_line1: row.addressLine1,
  address_line2: row.addressLine2,
  city: row.city,
  postal_code: row.postalCode,
  state: row.state,
  country: row.country,
});

/** The account's billing information; a new account's starts empty, with its e-mail. */
export async function getBillingInfo(db: Db, userId: string): Promise<BillingInfo> {
  const [row] = await db.select().from(billingInfo).where(eq(billingInfo.userId, userId));
  if (row) return toApi(row);
  const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return { ...EMPTY, email: account?.email ?? '' };
}

/**
 * Saves the billing information (the fiscal number checked for its country), then mirrors it
 * to the payment provider's customer. A provider failure is logged: the saved data stays.
 */
export async function saveBillingInfo(options: {
  db: Db;
  payments: PaymentProvider;
  log: FastifyBaseLogger;
  userId: string;
  input: BillingInfoInput;
}): Promise<BillingInfo> {
  const { db, userId, input } = options;
  const fiscal = checkFiscalNumber(input.fiscal_number, input.country);
  if (!fiscal.ok) {
    throw badRequest(`Fiscal Number / VAT ID: expected ${fiscal.expected}.`, {
      issues: [{ path: 'body.fiscal_number', message: `Expected ${fiscal.expected}` }],
    });
  }
  const values = {
    name: input.name,
    fiscalNumber: fiscal.normalised,
    email: input.email,
    phone: input.phone,
    addressLine1: input.address_line1,
    addressLine2: input.address_line2,
    city: input.city,
    postalCode: input.postal_code,
    state: input.state,
    country: input.country,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(billingInfo)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: billingInfo.userId, set: values })
    .returning();
  const saved = toApi(row!);
  const [customer] = await db
    .select()
    .from(billingCustomer)
    .where(eq(billingCustomer.userId, userId));
  if (customer && customer.provider === options.payments.name) {
    await options.payments
      .updateCustomer({ customerId: customer.customerId, info: saved })
      .catch((error: unknown) =>
        options.log.error({ err: error }, 'billing: customer not updated at the provider'),
      );
  }
  return saved;
}
