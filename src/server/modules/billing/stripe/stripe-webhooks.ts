import type Stripe from 'stripe';
import { billingEvents } from '../../../db/billing-schema';
import type { Db } from '../../../db/client';
import type { PlanCatalogue } from '../plan-catalogue';
import { applyInvoice, applySubscription } from './stripe-event-store';

/**
 * Applies one verified Stripe event, once: its id is recorded in the same transaction, so a
 * replayed delivery changes nothing. Returns what happened, for the log.
 */
export async function applyStripeEvent(options: {
  db: Db;
  stripe: Stripe;
  plans: PlanCatalogue;
  event: Stripe.Event;
}): Promise<string> {
  const { db, stripe, plans, event } = options;
  const eventCreated = new Date(event.created * 1000);
  // Read before the transaction: Stripe is not called while rows are locked.
  const fetched =
    event.type === 'checkout.session.completed' && event.data.object.subscription
      ? await stripe.subscriptions.retrieve(String(event.data.object.subscription))
      : undefined;
  return db.transaction(async (tx) => {
    const first = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type, createdAt: eventCreated })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (first.length === 0) return 'replay ignored';
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return applySubscription({ tx, plans, subscription: event.data.object, eventCreated });
      case 'checkout.session.completed':
        return fetched
          ? applySubscription({ tx, plans, subscription: fetched, eventCreated })
          : 'no subscription';
      case 'invoice.paid':
      case 'invoice.payment_failed':
      case 'invoice.finalized':
      case 'invoice.voided':
      case 'invoice.marked_uncollectible':
        return applyInvoice(tx, event.data.object);
      default:
        return 'ignored';
    }
  });
}
