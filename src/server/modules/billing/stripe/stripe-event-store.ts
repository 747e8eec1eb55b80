import { eq } from 'drizzle-orm';
import { billingCustomer } from '../../../db/auth-schema';
import { invoices, subscriptions } from '../../../db/billing-schema';
import type { Db } from '../../../db/client';
import type { PlanCatalogue } from '../plan-catalogue';
import { isLiveStatus, type SubscriptionRow } from '../subscription-store';
import type { StripeInvoiceShape, StripeSubscriptionShape } from './stripe-event-shapes';

export const userOfCustomer = async (tx: Db, customer: string | { id: string } | null) => {
  const id = typeof customer === 'string' ? customer : customer?.id;
  if (!id) return undefined;
  const [row] = await tx.select().from(billingCustomer).where(eq(billingCustomer.customerId, id));
  return row?.userId;
};

const at = (seconds: number | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** 2: gives the plan and renews; 1: gives it until its period ends; 0: gives nothing. */
const standing = (status: string, cancelAtPeriodEnd: boolean) =>
  !isLiveStatus(status) ? 0 : cancelAtPeriodEnd ? 1 : 2;

/**
 * Whether the event is about another subscription than the stored one and would leave the
 * person worse off: a second checkout paid in another tab, then cancelled, must not take the
 * plan away while the first one is still paid.
 */
const weakerThanStored = (current: SubscriptionRow | undefined, next: StripeSubscriptionShape) =>
  current?.providerSubscriptionId != null &&
  current.providerSubscriptionId !== next.id &&
  standing(next.status, next.cancel_at_period_end) <
    standing(current.status, current.cancelAtPeriodEnd);

/**
 * Stores Stripe's subscription as the account's, unless an event newer than this one was
 * applied already (Stripe does not deliver in order).
 */
export async function applySubscription(options: {
  tx: Db;
  plans: PlanCatalogue;
  subscription: StripeSubscriptionShape;
  eventCreated: Date;
}) {
  const { tx, plans, subscription, eventCreated } = options;
  const userId = await userOfCustomer(tx, subscription.customer);
  if (!userId) return 'unknown customer';
  const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (current?.lastEventAt && current.lastEventAt > eventCreated) return 'older than applied';
  if (weakerThanStored(current, subscription)) return 'another subscription gives the plan';
  const item = subscription.items.data[0];
  const plan =
    (item && plans.byStripePrice(item.price.id)) ||
    plans.get(subscription.metadata?.plan_id ?? '') ||
    plans.defaultPlan;
  const values = {
    planId: plan.id,
    status: subscription.status,
    provider: 'stripe' as const,
    providerSubscriptionId: subscription.id,
    currentPeriodStart: at(item?.current_period_start),
    currentPeriodEnd: at(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    lastEventAt: eventCreated,
    updatedAt: new Date(),
  };
  await tx
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
  return 'applied';
}

const STATUS: Record<string, 'paid' | 'pending' | 'failed' | 'void'> = {
  paid: 'paid',
  open: 'pending',
  draft: 'pending',
  uncollectible: 'failed',
  void: 'void',
};

/** Copies Stripe's invoice (its number, amounts, PDF and payment page) into the account's list. */
export async function applyInvoice(tx: Db, invoice: StripeInvoiceShape) {
  const userId = await userOfCustomer(tx, invoice.customer);
  if (!userId) return 'unknown customer';
  const status = STATUS[invoice.status ?? 'open'] ?? 'pending';
  const values = {
    number: invoice.number ?? null,
    description: invoice.lines?.data[0]?.description || invoice.description || 'Subscription',
    currency: invoice.currency,
    subtotal: invoice.subtotal,
    // Taxes as Stripe itemises them: total − subtotal would count a discount as negative tax.
    tax: (invoice.total_taxes ?? []).reduce((sum, tax) => sum + tax.amount, 0),
    total: invoice.total,
    amountPaid: invoice.amount_paid,
    status,
    periodStart: at(invoice.period_start),
    periodEnd: at(invoice.period_end),
    pdfUrl: invoice.invoice_pdf ?? null,
    paymentUrl: status === 'paid' ? null : (invoice.hosted_invoice_url ?? null),
  };
  await tx
    .insert(invoices)
    .values({
      userId,
      provider: 'stripe',
      providerInvoiceId: invoice.id,
      createdAt: at(invoice.created) ?? new Date(),
      ...values,
    })
    .onConflictDoUpdate({ target: invoices.providerInvoiceId, set: values });
  return 'applied';
}
