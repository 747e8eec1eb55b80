import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/api-keys-schema';
import { session, user } from '../../db/auth-schema';
import { agents } from '../../db/schema';
import { DomainError, notFound } from '../../domain-error';
import type { AccountClosed } from '../../../shared/schemas/profile';
import { readSubscription, subscriptionGivesPlan } from '../billing';

/** How long a closed account's data is kept before it is deleted for good (privacy policy). */
export const CLOSED_ACCOUNT_MONTHS = 12;

const day = (date: Date) => date.toISOString().slice(0, 10);

function deleteAfter(closedAt: Date) {
  const at = new Date(closedAt);
  at.setUTCMonth(at.getUTCMonth() + CLOSED_ACCOUNT_MONTHS);
  return at;
}

/**
 * Closes the caller's account at their own request: signs it out everywhere, revokes its API
 * keys, takes its agents offline and refuses sign-in from then on. Nothing is deleted today:
 * the daily retention job deletes it all 12 months later. A paid plan that would renew must
 * be cancelled first, so nobody is charged for a closed account.
 */
export async function closeAccount(options: {
  db: Db;
  userId: string;
  confirmEmail: string;
  now?: Date;
}): Promise<AccountClosed> {
  const { db, userId } = options;
  const now = options.now ?? new Date();
  const [owner] = await db.select().from(user).where(eq(user.id, userId));
  if (!owner) throw notFound('This account no longer exists.');
  if (options.confirmEmail.trim().toLowerCase() !== owner.email.toLowerCase()) {
    throw new DomainError(
      'unprocessable',
      'confirmation_mismatch',
      "The e-mail address you typed is not this account's. Type it exactly to confirm.",
    );
  }
  const subscription = await readSubscription(db, userId);
  if (subscription && subscriptionGivesPlan(subscription, now) && !subscription.cancelAtPeriodEnd) {
    const renews = subscription.currentPeriodEnd ? ` on ${day(subscription.currentPeriodEnd)}` : '';
    throw new DomainError(
      'conflict',
      'subscription_active',
      `Your paid plan renews${renews}. Cancel it on the Billing page first, then close your account.`,
    );
  }
  await db.transaction(async (tx) => {
    await tx.update(user).set({ disabled: true, closedAt: now }).where(eq(user.id, userId));
    await tx.delete(session).where(eq(session.userId, userId));
    const owned = tx.select({ id: agents.id }).from(agents).where(eq(agents.ownerId, userId));
    await tx
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(and(inArray(apiKeys.agentId, owned), isNull(apiKeys.revokedAt)));
    await tx.update(agents).set({ status: 'inactive' }).where(eq(agents.ownerId, userId));
  });
  const until = deleteAfter(now);
  return {
    closed_at: now.toISOString(),
    delete_after: until.toISOString(),
    message: `Your account is closed. Its data will be deleted on ${day(until)}; until then our team can reopen it if you write to us.`,
  };
}

/** Deletes accounts closed more than 12 months ago, with everything that cascades from them. */
export async function deleteClosedAccounts(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - CLOSED_ACCOUNT_MONTHS);
  const deleted = await db
    .delete(user)
    .where(and(sql`${user.closedAt} is not null`, lt(user.closedAt, cutoff)))
    .returning({ id: user.id });
  return deleted.length;
}
