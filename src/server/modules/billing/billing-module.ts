import type { FastifyInstance } from 'fastify';
import { billingCustomerRoutes } from './billing-customer-routes';
import { billingInfoRoutes } from './billing-info/billing-info-routes';
import { checkoutRoutes } from './checkout-routes';
import { invoicesRoutes } from './invoices/invoices-routes';
import { stripeWebhookRoutes } from './stripe/stripe-webhook-routes';
import { subscriptionRoutes } from './subscription-routes';

/** Plans, checkout, subscriptions, invoices and the payment provider's webhook. */
export async function billingModule(app: FastifyInstance) {
  await app.register(billingCustomerRoutes);
  await app.register(subscriptionRoutes);
  await app.register(billingInfoRoutes);
  await app.register(invoicesRoutes);
  await app.register(checkoutRoutes);
  await app.register(stripeWebhookRoutes);
}
