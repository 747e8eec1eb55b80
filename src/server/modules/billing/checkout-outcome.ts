import { and, eq } from 'drizzle-orm';
import type { CheckoutOutcome } from '../../../shared/schemas/billing';
import { checkoutSessions } from '../../db/billing-schema';
import type { Db } from '../../db/client';
import { notFound } from '../../domain-error';
import type { BillingServices } from './billing-services';
import { currentPlanOf } from './subscription-store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * How a checkout the caller opened went. "paid" only once the provider says the money came in
 * and the subscription it started is the account's here; anyone else's checkout, or an id
 * never issued, is "not found".
 */
export async function checkoutOutcome(options: {
  db: Db;
  billing: BillingServices;
  userId: string;
  id: string;
}): Promise<CheckoutOutcome> {
  const { db, billing, userId, id } = options;
  const missing = () => notFound('This checkout was not found.');
  if (!UUID.test(id)) throw missing();
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)));
  if (!row?.providerSessionId || row.provider !== billing.payments.name) throw missing();
  const state = await billing.payments.readCheckout({ sessionId: row.providerSessionId });
  if (state.userId && state.userId !== userId) throw missing();
  const planName = billing.plans.get(row.planId)?.name ?? row.planId;
  if (state.status !== 'complete') return { outcome: 'not_paid', plan_name: planName };
  const { subscription } = await currentPlanOf({ db, plans: billing.plans, userId });
  const confirmed =
    state.paid &&
    state.subscriptionId !== null &&
    subscription?.providerSubscriptionId === state.subscriptionId;
  return { outcome: confirmed ? 'paid' : 'pending', plan_name: planName };
}
