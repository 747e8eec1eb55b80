import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { BillingCustomer } from '../../../shared/schemas/billing';
import { billingCustomer } from '../../db/auth-schema';
import type { Db } from '../../db/client';
import { requireUser, type Principal } from '../auth/principal';

/**
 * Gives the account its customer record at the payment provider, once. The local provider
 * (no Stripe configured) issues its own ids; calling again returns the existing record.
 */
export async function ensureBillingCustomer(options: {
  db: Db;
  principal: Principal;
}): Promise<BillingCustomer> {
  const userId = requireUser(options.principal);
  const inserted = await options.db
    .insert(billingCustomer)
    .values({
      userId,
      provider: 'local',
      customerId: `cus_local_${randomBytes(12).toString('base64url')}`,
    })
    .onConflictDoNothing({ target: billingCustomer.userId })
    .returning();
  const row =
    inserted[0] ??
    (await options.db.select().from(billingCustomer).where(eq(billingCustomer.userId, userId)))[0];
  if (!row) throw new Error('billing customer could not be stored');
  return { customer_id: row.customerId, provider: row.provider, created: inserted.length > 0 };
}
