import { and, eq, lte } from 'drizzle-orm';
import type { PlanDefinition } from '../../../shared/schemas/plans';
import type { BillingConfig } from '../../billing-config';
import { user } from '../../db/auth-schema';
import { subscriptions } from '../../db/billing-schema';
import type { Db } from '../../db/client';
import { DomainError, notFound } from '../../domain-error';
import { issueLocalInvoice } from './invoices/issue-local-invoice';
import type { PlanCatalogue } from './plan-catalogue';

/** The end of a period that starts at `start`: one calendar month or year later. */
export function periodEndOf(start: Date, period: PlanDefinition['period']): Date {
  const end = new Date(start);
  if (period === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** Starts a period of a priced plan and invoices it, in the caller's transaction. */
async function startLocalPeriod(
  tx: Db,
  config: BillingConfig,
  userId: string,
  plan: PlanDefinition,
  start: Date,
) {
  const end = periodEndOf(start, plan.period);
  const values = {
    planId: plan.id,
    status: 'active',
    provider: 'local' as const,
    providerSubscriptionId: null,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    cancelAtPeriodEnd: false,
    updatedAt: new Date(),
  };
  await tx
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
  const invoice =
    plan.price && plan.price > 0
      ? await issueLocalInvoice({ tx, config, userId, plan, periodStart: start, periodEnd: end })
      : undefined;
  return { periodEnd: end, invoice: invoice?.number };
}

/**
 * The operator's `set-plan`: puts an account on a plan from now, with an invoice for the
 * period when the plan has a price. The default plan ends any subscription at once.
 */
export async function setLocalPlan(options: {
  db: Db;
  config: BillingConfig;
  plans: PlanCatalogue;
  email: string;
  planId: string;
  now?: Date;
}) {
  const { db, config, plans } = options;
  const plan = plans.get(options.planId);
  if (!plan) {
    const ids = plans.all().map((p) => p.id);
    throw new DomainError(
      'invalid',
      'unknown_plan',
      `No plan "${options.planId}"; the plans are: ${ids.join(', ')}.`,
    );
  }
  const email = options.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, email))
      .for('update');
    if (!account) throw notFound(`No account uses ${email}.`);
    const [current] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, account.id));
    if (current?.provider === 'stripe' && current.status !== 'canceled') {
      throw new DomainError(
        'conflict',
        'paid_through_stripe',
        `${email} pays through Stripe: change the plan there.`,
      );
    }
    if (plan.id === plans.defaultPlan.id) {
      await tx.delete(subscriptions).where(eq(subscriptions.userId, account.id));
      return { plan: plan.id, periodEnd: null, invoice: undefined };
    }
    const started = await startLocalPeriod(tx, config, account.id, plan, options.now ?? new Date());
    return { plan: plan.id, ...started };
  });
}

/**
 * Local subscriptions whose period has ended: a cancelled one ends (back to the default
 * plan), any other renews for another period with its invoice. Returns how many of each,
 * and why any could not.
 */
export async function settleLocalPeriods(options: {
  db: Db;
  config: BillingConfig;
  plans: PlanCatalogue;
  now?: Date;
}) {
  const now = options.now ?? new Date();
  const due = await options.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'local'),
        eq(subscriptions.status, 'active'),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    );
  let ended = 0;
  let renewed = 0;
  // One period that cannot renew (no seller for its invoice) holds up none of the others.
  const failures: string[] = [];
  for (const row of due) {
    const plan = options.plans.get(row.planId);
    try {
      await options.db.transaction(async (tx) => {
        if (row.cancelAtPeriodEnd || !plan) {
          await tx
            .update(subscriptions)
            .set({ status: 'canceled', updatedAt: now })
            .where(eq(subscriptions.userId, row.userId));
          ended++;
        } else {
          await startLocalPeriod(tx, options.config, row.userId, plan, row.currentPeriodEnd ?? now);
          renewed++;
        }
      });
    } catch (error) {
      failures.push((error as Error).message);
    }
  }
  return { ended, renewed, failures };
}
