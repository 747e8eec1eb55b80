import { count, eq } from 'drizzle-orm';
import type { Subscription } from '../../../shared/schemas/billing';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';
import type { BillingServices } from './billing-services';
import { currentPlanOf } from './subscription-store';
import { usageDayOf, usageResetsAt } from './usage/usage-day';

/** The account's plan, subscription and today's usage, as the Billing page shows them. */
export async function getSubscription(options: {
  db: Db;
  billing: BillingServices;
  userId: string;
  now?: Date;
}): Promise<Subscription> {
  const { db, billing, userId, now = new Date() } = options;
  const { plan, subscription } = await currentPlanOf({ db, plans: billing.plans, userId, now });
  const [[owned], today] = await Promise.all([
    db.select({ n: count() }).from(agents).where(eq(agents.ownerId, userId)),
    billing.usage.today(userId, now),
  ]);
  return {
    price_id: plan.id,
    plan_name: plan.name,
    status: subscription?.status ?? 'free',
    price: plan.price === null ? null : plan.price / 100,
    currency: plan.currency,
    period: plan.period,
    cancel_at_period_end: subscription?.cancelAtPeriodEnd ?? false,
    current_period_end: subscription?.currentPeriodEnd?.toISOString() ?? null,
    provider: subscription?.provider ?? billing.payments.name,
    usage_agents: owned?.n ?? 0,
    limits_agents: plan.limits.agents,
    usage_api_calls: today.chatRequests,
    limits_api_calls: plan.limits.chat_requests_per_day,
    usage_voice: Math.round(today.voiceSeconds / 6) / 10,
    limits_voice: plan.limits.voice_minutes_per_day,
    usage_day: usageDayOf(now),
    usage_resets_at: usageResetsAt(now).toISOString(),
    time_zone: 'UTC',
  };
}
