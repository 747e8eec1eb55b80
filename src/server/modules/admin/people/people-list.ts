import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Person } from '../../../../shared/schemas/admin-people';
import type { AppConfig } from '../../../config';
import { user } from '../../../db/auth-schema';
import { subscriptions, usageCounters } from '../../../db/billing-schema';
import type { Db } from '../../../db/client';
import type { PlanCatalogue } from '../../billing';
import { subscriptionGivesPlan, type SubscriptionRow } from '../../billing';
import { usageDayOf } from '../../billing';
import { isOperatorAccount } from '../operator-access';

export const PEOPLE_PER_PAGE = 25;

/** The plan a subscription gives now, as billing decides it (subscription-store.ts). */
export function planShown(plans: PlanCatalogue, row: SubscriptionRow | null, now: Date) {
  const live = row && subscriptionGivesPlan(row, now) ? plans.get(row.planId) : undefined;
  const plan = live ?? plans.defaultPlan;
  return { id: plan.id, name: plan.name };
}

/** `q` as typed, its LIKE wildcards taken literally: "a_b" finds "a_b", not "axb". */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Today's counted chat requests and voice seconds of each account. */
async function usageToday(db: Db, ids: string[], now: Date) {
  const used = new Map<string, Person['usage_today']>();
  if (ids.length === 0) return used;
  const rows = await db
    .select()
    .from(usageCounters)
    .where(and(inArray(usageCounters.accountId, ids), eq(usageCounters.day, usageDayOf(now))));
  for (const row of rows) {
    const counts = used.get(row.accountId) ?? { chat_requests: 0, voice_seconds: 0 };
    if (row.metric === 'chat_requests' || row.metric === 'voice_seconds') {
      counts[row.metric] = row.used;
    }
    used.set(row.accountId, counts);
  }
  return used;
}

/** One page of accounts, newest first; `q` matches the e-mail or the name, any case. */
export async function listPeople(options: {
  db: Db;
  config: AppConfig;
  plans: PlanCatalogue;
  q?: string;
  page: number;
  now?: Date;
}) {
  const { db, config, plans } = options;
  const now = options.now ?? new Date();
  const where: SQL | undefined = options.q
    ? or(ilike(user.email, containing(options.q)), ilike(user.name, containing(options.q)))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ user, subscription: subscriptions })
      .from(user)
      .leftJoin(subscriptions, eq(subscriptions.userId, user.id))
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(PEOPLE_PER_PAGE)
      .offset((options.page - 1) * PEOPLE_PER_PAGE),
    db.select({ n: count() }).from(user).where(where),
  ]);
  const usage = await usageToday(
    db,
    rows.map((row) => row.user.id),
    now,
  );
  const people: Person[] = rows.map(({ user: account, subscription }) => ({
    id: account.id,
    email: account.email,
    name: account.name,
    plan: planShown(plans, subscription, now),
    usage_today: usage.get(account.id) ?? { chat_requests: 0, voice_seconds: 0 },
    created_at: account.createdAt.toISOString(),
    last_active_at: account.lastActiveAt?.toISOString() ?? null,
    disabled: account.disabled,
    operator: isOperatorAccount(config, { ...account, disabled: false }),
    operator_locked: config.operators.emails.includes(account.email.toLowerCase()),
  }));
  return { people, total: total?.n ?? 0 };
}
