import { eq } from 'drizzle-orm';
import type { BillingCustomer } from '../../../shared/schemas/billing';
import { billingCustomer, user } from '../../db/auth-schema';
import type { Db } from '../../db/client';
import { DomainError } from '../../domain-error';
import { requireUser, type Principal } from '../auth';
import type { PaymentProvider } from './payment-provider';

const readCustomer = async (db: Db, userId: string) =>
  (await db.select().from(billingCustomer).where(eq(billingCustomer.userId, userId)))[0];

/**
 * Gives the account its customer record at the payment provider, once (spec 02's
 * create-customer, called after sign-up and before a checkout). An account made while the
 * server had no Stripe gets a Stripe customer once Stripe is configured.
 */
export async function ensureBillingCustomer(options: {
  db: Db;
  payments: PaymentProvider;
  principal: Principal;
}): Promise<BillingCustomer> {
  const { db, payments } = options;
  const userId = requireUser(options.principal);
  const existing = await readCustomer(db, userId);
  if (existing?.provider === payments.name) {
    return { customer_id: existing.customerId, provider: existing.provider, created: false };
  }
  const [account] = await db.select().from(user).where(eq(user.id, userId));
  if (!account)
    throw new DomainError('unauthenticated', 'unauthorized', 'Your account no longer exists.');
  const customerId = await payments.createCustomer({
    userId,
    email: account.email,
    name: account.name,
  });
  const values = { provider: payments.name, customerId };
  const written = existing
    ? await db
        .update(billingCustomer)
        .set(values)
        .where(eq(billingCustomer.userId, userId))
        .returning()
    : await db
        .insert(billingCustomer)
        .values({ userId, ...values })
        .onConflictDoNothing()
        .returning();
  // Two first calls at once: the other one's record stands.
  const row = written[0] ?? (await readCustomer(db, userId));
  if (!row) throw new Error('billing customer could not be stored');
  return { customer_id: row.customerId, provider: row.provider, created: written.length > 0 };
}
