import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { billingCustomer } from '../../../db/auth-schema';
import { invoices, subscriptions } from '../../../db/billing-schema';
import type { Db } from '../../../db/client';
import type { PlanCatalogue } from '../plan-catalogue';

export const userOfCustomer = async (tx: Db, customer: string | { id: string } | null) => {
  const id = typeof customer === 'string' ? customer : customer?.id;
  if (!id) return undefined;
  const [row] = await tx.select().from(billingCustomer).where(eq(billingCustomer.customerId, id));
  return row?.userId;
};

const at = (seconds: number | undefined) => (seconds ? new Date(seconds * 1000) : null);

/**
 * Stores Stripe's subscription as the account's, unless an event newer than this one was
 * applied already (Stripe does not deliver in order).
 */
export async function applySubscription(options: {
  tx: Db;
  plans: PlanCatalogue;
  subscription: Stripe.Subscription;
  eventCreated: Date;
}) {
  const { tx, plans, subscription, eventCreated } = options;
  const userId = await userOfCustomer(tx, subscription.customer as string);
  if (!userId) return 'unknown customer';
  const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (current?.lastEventAt && current.lastEventAt > eventCreated) return 'older than applied';
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
export async function applyInvoice(tx: Db, invoice: Stripe.Invoice) {
  const userId = await userOfCustomer(tx, invoice.customer as string);
  if (!userId || !invoice.id) return 'unknown customer';
  const status = STATUS[invoice.status ?? 'open'] ?? 'pending';
  const values = {
    number: invoice.number,
    description: invoice.lines?.data[0]?.description ?? invoice.description ?? 'Subscription',
    currency: invoice.currency,
    subtotal: invoice.subtotal,
    tax: invoice.total - invoice.subtotal,
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
