import { eq } from 'drizzle-orm';
import type { PlanDefinition } from '../../../shared/schemas/plans';
import { subscriptions } from '../../db/billing-schema';
import type { Db } from '../../db/client';
import type { PlanCatalogue } from './plan-catalogue';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Stripe's statuses in which the plan is still given (past_due: Stripe is retrying payment). */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);
export const isLiveStatus = (status: string) => LIVE_STATUSES.has(status);

/**
 * Whether a subscription still gives its plan at `now`. A local subscription set to cancel
 * ends with its period; Stripe's end when Stripe says so (customer.subscription.deleted).
 */
export function subscriptionGivesPlan(row: SubscriptionRow, now: Date): boolean {
  if (!isLiveStatus(row.status)) return false;
  const ended = row.currentPeriodEnd !== null && row.currentPeriodEnd <= now;
  return !(row.provider === 'local' && row.cancelAtPeriodEnd && ended);
}

export const readSubscription = async (db: Db, userId: string) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

/** The plan an account has now, and the subscription that gives it (none on the default plan). */
export async function currentPlanOf(options: {
  db: Db;
  plans: PlanCatalogue;
  userId: string;
  now?: Date;
}): Promise<{ plan: PlanDefinition; subscription: SubscriptionRow | undefined }> {
  const row = await readSubscription(options.db, options.userId);
  const live = row && subscriptionGivesPlan(row, options.now ?? new Date()) ? row : undefined;
  // A plan removed from the plans file falls back to the default rather than failing.
  const plan = (live && options.plans.get(live.planId)) || options.plans.defaultPlan;
  return { plan, subscription: live };
}
