import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { billingCustomerRoutes } from './billing-customer-routes';
import { billingInfoRoutes } from './billing-info/billing-info-routes';
import { createBillingServices, type BillingServices } from './billing-services';
import { startBillingSweep } from './billing-sweep';
import { checkoutRoutes } from './checkout-routes';
import { invoicesRoutes } from './invoices/invoices-routes';
import { stripeWebhookRoutes } from './stripe/stripe-webhook-routes';
import { subscriptionRoutes } from './subscription-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Plans, the payment provider and the daily usage counted against the plans. */
    billing: BillingServices;
  }
}

/**
 * Plans, the payment provider and usage counting, on the root instance (agents, chat, voice
 * and the console read them), and the daily sweep that settles the local plans' periods.
 */
export const billingServices = fp(
  async (app: FastifyInstance) => {
    const billing = createBillingServices({ config: app.config, db: app.db });
    app.decorate('billing', billing);
    const sweep = startBillingSweep({
      db: app.db,
      config: app.config.billing,
      plans: billing.plans,
      log: app.log,
    });
    app.addHook('onClose', async () => sweep.stop());
  },
  { name: 'billing-services', dependencies: ['app-services'] },
);

/** Plans, checkout, subscriptions, invoices and the payment provider's webhook. */
export async function billingModule(app: FastifyInstance) {
  await app.register(billingCustomerRoutes);
  await app.register(subscriptionRoutes);
  await app.register(billingInfoRoutes);
  await app.register(invoicesRoutes);
  await app.register(checkoutRoutes);
  await app.register(stripeWebhookRoutes);
}
