import { randomUUID } from 'node:crypto';
import type { CheckoutSession, CheckoutSessionInput } from '../../../shared/schemas/billing';
import type { AppConfig } from '../../config';
import { checkoutSessions } from '../../db/billing-schema';
import type { Db } from '../../db/client';
import { badRequest, DomainError } from '../../domain-error';
import type { Principal } from '../auth';
import { requireUser } from '../auth';
import { ensureBillingCustomer } from './billing-customer-service';
import type { BillingServices } from './billing-services';
import { currentPlanOf } from './subscription-store';

/** Checkout may only send people back to this app: anything else would be an open redirect. */
function assertOurPage(config: AppConfig, field: string, url: string) {
  const origins = new Set([...config.trustedOrigins, new URL(config.publicUrl).origin]);
  if (!origins.has(new URL(url).origin)) {
    throw badRequest(`${field} must be a page of this app (${[...origins].join(', ')}).`, {
      issues: [{ path: `body.${field}`, message: 'Must be a page of this app' }],
    });
  }
}

/** The return address with the checkout's id, which the Billing page asks the server about. */
function withCheckoutId(url: string, id: string) {
  const back = new URL(url);
  back.searchParams.set('checkout', id);
  return back.href;
}

/** A hosted checkout selling the plan (spec 02 §7 create-checkout-session). */
export async function createCheckoutSession(options: {
  db: Db;
  config: AppConfig;
  billing: BillingServices;
  principal: Principal;
  input: CheckoutSessionInput;
}): Promise<CheckoutSession> {
  const { db, billing, input } = options;
  const userId = requireUser(options.principal);
  const plan = billing.plans.get(input.price_id);
  if (!plan) throw badRequest(`There is no plan "${input.price_id}".`);
  assertOurPage(options.config, 'success_url', input.success_url);
  assertOurPage(options.config, 'cancel_url', input.cancel_url);
  const { plan: current } = await currentPlanOf({ db, plans: billing.plans, userId });
  if (current.id === plan.id) {
    throw new DomainError(
      'conflict',
      'already_on_plan',
      `You are already on the ${plan.name} plan.`,
    );
  }
  if (billing.plans.view(plan, billing.payments.name).action !== 'checkout') {
    throw new DomainError(
      'conflict',
      'checkout_unavailable',
      billing.payments.name === 'local'
        ? 'Online payment is not set up on this server. Contact us and we will switch your plan.'
        : `The ${plan.name} plan cannot be bought online. Contact us and we will set it up.`,
    );
  }
  const customer = await ensureBillingCustomer({
    db,
    payments: billing.payments,
    principal: options.principal,
  });
  const id = randomUUID();
  const session = await billing.payments.createCheckout({
    customerId: customer.customer_id,
    userId,
    plan,
    successUrl: withCheckoutId(input.success_url, id),
    cancelUrl: withCheckoutId(input.cancel_url, id),
  });
  await db.insert(checkoutSessions).values({
    id,
    userId,
    provider: billing.payments.name,
    providerSessionId: session.sessionId,
    planId: plan.id,
  });
  return { url: session.url, session_id: session.sessionId };
}
