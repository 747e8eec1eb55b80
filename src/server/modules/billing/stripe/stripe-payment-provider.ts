import type { PaymentProvider } from '../payment-provider';
import { askStripe, createStripeClient, type StripeSettings } from './stripe-client';

const STATES = ['open', 'complete', 'expired'] as const;

/** Payments through Stripe: customers, Checkout for plans, cancelling at period end. */
export function createStripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const stripe = createStripeClient(settings);
  return {
    name: 'stripe',
    createCustomer: ({ userId, email, name }) =>
      askStripe('create your customer record', async () => {
        const customer = await stripe.customers.create({
          email,
          name: name || undefined,
          metadata: { user_id: userId },
        });
        return customer.id;
      }),
    updateCustomer: ({ customerId, info }) =>
      askStripe('update your billing details', async () => {
        await stripe.customers.update(customerId, {
          name: info.name || undefined,
          email: info.email || undefined,
          phone: info.phone || undefined,
          address: {
            line1: info.address_line1,
            line2: info.address_line2,
            city: info.city,
            postal_code: info.postal_code,
            state: info.state,
            country: info.country,
          },
          metadata: { fiscal_number: info.fiscal_number },
        });
      }),
    createCheckout: ({ customerId, userId, plan, successUrl, cancelUrl }) =>
      askStripe('open the checkout', async () => {
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: customerId,
          client_reference_id: userId,
          line_items: [{ price: plan.stripe_price_id, quantity: 1 }],
          success_url: successUrl,
          cancel_url: cancelUrl,
          metadata: { plan_id: plan.id, user_id: userId },
        });
        return { url: session.url ?? '', sessionId: session.id };
      }),
    readCheckout: ({ sessionId }) =>
      askStripe('read how your checkout went', async () => {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        const subscription = session.subscription;
        return {
          status: STATES.find((state) => state === session.status) ?? 'open',
          paid: session.payment_status !== 'unpaid',
          subscriptionId:
            typeof subscription === 'string' ? subscription : (subscription?.id ?? null),
          userId: session.client_reference_id,
        };
      }),
    cancelAtPeriodEnd: ({ subscriptionId }) =>
      askStripe('cancel your subscription', async () => {
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
      }),
    resumeSubscription: ({ subscriptionId }) =>
      askStripe('resume your subscription', async () => {
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
      }),
  };
}
