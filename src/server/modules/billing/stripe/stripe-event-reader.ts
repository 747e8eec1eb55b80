import type { z } from 'zod';
import { badRequest } from '../../../domain-error';
import {
  StripeCheckoutSessionSchema,
  StripeEventSchema,
  StripeInvoiceSchema,
  StripeSubscriptionSchema,
  type StripeEventEnvelope,
  type StripeInvoiceShape,
  type StripeSubscriptionShape,
} from './stripe-event-shapes';

/** What one event asks of this server. */
export type StripeChange =
  | { kind: 'subscription'; subscription: StripeSubscriptionShape }
  | { kind: 'checkout'; subscriptionId: string | undefined }
  | { kind: 'invoice'; invoice: StripeInvoiceShape }
  | { kind: 'ignored' };

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);
const INVOICE_EVENTS = new Set([
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.finalized',
  'invoice.voided',
  'invoice.marked_uncollectible',
]);

/** Parses what Stripe sent (or what this server read from Stripe); a mismatch is a 400. */
export function readShape<T extends z.ZodType>(schema: T, value: unknown, what: string) {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data as z.infer<T>;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  throw badRequest(`The Stripe ${what} has an unexpected shape${where}: ${issue?.message}.`, {
    issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  });
}

export const readEnvelope = (event: unknown): StripeEventEnvelope =>
  readShape(StripeEventSchema, event, 'event');

/** The change an event carries, its object checked for the fields this server stores. */
export function readStripeChange(event: StripeEventEnvelope): StripeChange {
  const object = event.data.object;
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    return {
      kind: 'subscription',
      subscription: readShape(StripeSubscriptionSchema, object, `event ${event.type}`),
    };
  }
  if (INVOICE_EVENTS.has(event.type)) {
    return {
      kind: 'invoice',
      invoice: readShape(StripeInvoiceSchema, object, `event ${event.type}`),
    };
  }
  if (event.type === 'checkout.session.completed') {
    const session = readShape(StripeCheckoutSessionSchema, object, `event ${event.type}`);
    const subscription = session.subscription;
    return {
      kind: 'checkout',
      subscriptionId: typeof subscription === 'string' ? subscription : subscription?.id,
    };
  }
  return { kind: 'ignored' };
}
