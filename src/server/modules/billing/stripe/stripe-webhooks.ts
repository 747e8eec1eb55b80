import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { billingEvents } from '../../../db/billing-schema';
import type { Db } from '../../../db/client';
import type { PlanCatalogue } from '../plan-catalogue';
import { askStripe } from './stripe-client';
import { applyInvoice, applySubscription } from './stripe-event-store';
import { readShape, readStripeChange } from './stripe-event-reader';
import { StripeSubscriptionSchema, type StripeEventEnvelope } from './stripe-event-shapes';

const seen = async (db: Db, id: string) =>
  (await db.select({ id: billingEvents.id }).from(billingEvents).where(eq(billingEvents.id, id)))
    .length > 0;

/**
 * Applies one verified Stripe event, once: its id is recorded in the same transaction, so a
 * replayed delivery changes nothing. Returns what happened, for the log.
 */
export async function applyStripeEvent(options: {
  db: Db;
  stripe: Stripe;
  plans: PlanCatalogue;
  event: StripeEventEnvelope;
}): Promise<string> {
  const { db, stripe, plans, event } = options;
  const change = readStripeChange(event);
  const eventCreated = new Date(event.created * 1000);
  // A replay needs no call to Stripe; the insert below still decides under concurrency.
  if (await seen(db, event.id)) return 'replay ignored';
  // Read before the transaction: Stripe is not called while rows are locked. Failing here
  // answers 502/503, so Stripe delivers the event again later.
  const subscriptionId = change.kind === 'checkout' ? change.subscriptionId : undefined;
  const fetched = subscriptionId
    ? readShape(
        StripeSubscriptionSchema,
        await askStripe('read the new subscription', () =>
          stripe.subscriptions.retrieve(subscriptionId),
        ),
        'subscription',
      )
    : undefined;
  return db.transaction(async (tx) => {
    const first = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type, createdAt: eventCreated })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (first.length === 0) return 'replay ignored';
    switch (change.kind) {
      case 'subscription':
        return applySubscription({ tx, plans, subscription: change.subscription, eventCreated });
      case 'checkout':
        return fetched
          ? applySubscription({ tx, plans, subscription: fetched, eventCreated })
          : 'no subscription';
      case 'invoice':
        return applyInvoice(tx, change.invoice);
      default:
        return 'ignored';
    }
  });
}
