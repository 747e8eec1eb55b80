import { eq } from 'drizzle-orm';
import type { Subscription } from '../../../shared/schemas/billing';
import { subscriptions } from '../../db/billing-schema';
import type { Db } from '../../db/client';
import { DomainError } from '../../domain-error';
import type { BillingServices } from './billing-services';
import { getSubscription } from './subscription-service';
import { currentPlanOf, isLiveStatus } from './subscription-store';

const longDate = (date: Date | null) =>
  date
    ? date.toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : 'the end of its period';

/**
 * Ends the subscription when its paid period ends (spec 02 §4): the plan stays until then.
 * With Stripe, Stripe is asked first; its webhook confirms what is stored here.
 */
export async function cancelSubscription(options: {
  db: Db;
  billing: BillingServices;
  userId: string;
}): Promise<Subscription> {
  const { db, billing, userId } = options;
  const { subscription } = await currentPlanOf({ db, plans: billing.plans, userId });
  if (!subscription || subscription.status !== 'active') {
    throw new DomainError(
      'conflict',
      'nothing_to_cancel',
      'You have no active paid subscription to cancel.',
    );
  }
  if (subscription.cancelAtPeriodEnd) {
    throw new DomainError(
      'conflict',
      'already_cancelled',
      `Your subscription is already cancelled and ends on ${longDate(subscription.currentPeriodEnd)}.`,
    );
  }
  if (subscription.provider === 'stripe' && subscription.providerSubscriptionId) {
    await billing.payments.cancelAtPeriodEnd({
      subscriptionId: subscription.providerSubscriptionId,
    });
  }
  await setCancelAtPeriodEnd(db, userId, true);
  return getSubscription({ db, billing, userId });
}

const setCancelAtPeriodEnd = (db: Db, userId: string, cancel: boolean) =>
  db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: cancel, updatedAt: new Date() })
    .where(eq(subscriptions.userId, userId));

/**
 * Undoes a cancellation while the paid period lasts: the subscription renews again at its
 * end, on the same plan. With Stripe, Stripe is asked first, as when cancelling.
 */
export async function resumeSubscription(options: {
  db: Db;
  billing: BillingServices;
  userId: string;
}): Promise<Subscription> {
  const { db, billing, userId } = options;
  const { subscription } = await currentPlanOf({ db, plans: billing.plans, userId });
  if (!subscription || !isLiveStatus(subscription.status)) {
    throw new DomainError(
      'conflict',
      'nothing_to_resume',
      'You have no subscription to resume: choose a plan under Available Plans to subscribe.',
    );
  }
  if (!subscription.cancelAtPeriodEnd) {
    throw new DomainError(
      'conflict',
      'not_cancelled',
      'Your subscription is not cancelled: it renews at the end of each period.',
    );
  }
  if (subscription.provider === 'stripe' && subscription.providerSubscriptionId) {
    await billing.payments.resumeSubscription({
      subscriptionId: subscription.providerSubscriptionId,
    });
  }
  await setCancelAtPeriodEnd(db, userId, false);
  return getSubscription({ db, billing, userId });
}
