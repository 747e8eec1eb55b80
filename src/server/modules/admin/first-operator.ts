import { and, asc, eq, isNull, not, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import { appSetting, user } from '../../db/auth-schema';
import type { Db } from '../../db/client';
import { recordOperatorAction } from './operator-log';

/** Set once, to the account made operator first: from then on no account becomes one by itself. */
export const FIRST_OPERATOR_KEY = 'first-operator';

const isClaimed = async (db: Db) =>
  (await db.$count(appSetting, eq(appSetting.key, FIRST_OPERATOR_KEY))) > 0;

const anOperatorExists = sql`exists (select 1 from ${user} where ${user.operator})`;

/**
 * With OPERATOR_EMAILS unset, the first account created on the install becomes the operator.
 * Called after each account is created (e-mail or a provider). The claim is one insert under
 * a primary key, so two sign-ups at once make one operator; the oldest open account is the
 * one chosen, so an install upgraded with accounts already made gets its first one, never a
 * stranger who signs up next. Returns the account made operator, if any.
 */
export async function claimFirstOperator(db: Db, config: AppConfig): Promise<string | undefined> {
  if (config.operators.emails.length > 0) return undefined;
  // Claimed long ago on most installs: one lookup by key, not a pass over every account.
  if (await isClaimed(db)) return undefined;
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(appSetting)
      .select(
        tx
          .select({
            key: sql<string>`${FIRST_OPERATOR_KEY}`.as('key'),
            value: user.id,
            createdAt: sql<Date>`now()`.as('created_at'),
          })
          .from(user)
          .where(and(not(user.disabled), isNull(user.closedAt), not(anOperatorExists)))
          .orderBy(asc(user.createdAt), asc(user.id))
          .limit(1),
      )
      .onConflictDoNothing()
      .returning({ userId: appSetting.value });
    if (!claimed) return undefined;
    const [made] = await tx
      .update(user)
      .set({ operator: true })
      .where(eq(user.id, claimed.userId))
      .returning({ email: user.email });
    // The log shows how the install got its operator, like any later grant.
    await recordOperatorAction(tx, { label: 'first account' }, 'grant-operator', {
      email: made?.email,
    });
    return claimed.userId;
  });
}

/** Marks the install's operators as chosen (a grant did it), so no later account claims it. */
export async function markOperatorChosen(db: Db, userId: string) {
  await db
    .insert(appSetting)
    .values({ key: FIRST_OPERATOR_KEY, value: userId })
    .onConflictDoNothing();
}

/**
 * What the sign-up dialog may promise, that the account being made will run the server: true
 * while OPERATOR_EMAILS is unset and the install has no account yet (so no operator). Once
 * false it stays false, so the answer is kept then.
 */
export function firstAccountPromise(db: Db, config: AppConfig) {
  let settled = config.operators.emails.length > 0;
  return async (): Promise<boolean> => {
    if (settled) return false;
    // Any account at all: the next one is not the first (an upgraded install's oldest is).
    settled = (await isClaimed(db)) || (await db.$count(user)) > 0;
    return !settled;
  };
}
