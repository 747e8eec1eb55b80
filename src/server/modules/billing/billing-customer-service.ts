import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { BillingCustomer } from '../../../shared/schemas/billing';
import { billingCustomer } from '../../db/auth-schema';
import type { Db } from '../../db/client';

/**
 * Gives the account its customer record at the payment provider, once. The local provider
 * (no Stripe configured) issues its own ids; calling again returns the existing record.
 */
export async function ensureBillingCustomer(options: {
  db: Db;
  viewerId: string;
}): Promise<BillingCustomer> {
  const inserted = await options.db
    .insert(billingCustomer)
    .values({
      userId: options.viewerId,
      provider: 'local',
      customerId: `cus_local_${randomBytes(12).toString('base64url')}`,
    })
    .onConflictDoNothing({ target: billingCustomer.userId })
    .returning();
  const row =
    inserted[0] ??
    (
      await options.db
        .select()
        .from(billingCustomer)
        .where(eq(billingCustomer.userId, options.viewerId))
    )[0];
  if (!row) throw new Error('billing customer could not be stored');
  return { customer_id: row.customerId, provider: row.provider, created: inserted.length > 0 };
}
