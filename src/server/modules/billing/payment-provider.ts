import type { BillingInfo } from '../../../shared/schemas/billing-info';
import type { PlanDefinition } from '../../../shared/schemas/plans';

/**
 * Where money is taken. Stripe when STRIPE_SECRET_KEY is set; otherwise the local provider,
 * which takes none: an operator assigns plans (`npm run admin -- set-plan`).
 */
export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  /** Creates the account's customer at the provider; called once, at sign-up. */
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  /** Mirrors saved billing information onto the provider's customer. */
  updateCustomer(input: { customerId: string; info: BillingInfo }): Promise<void>;
  /** A hosted payment page selling the plan; refused when the provider cannot sell it. */
  createCheckout(input: {
    customerId: string;
    userId: string;
    plan: PlanDefinition;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ url: string; sessionId: string }>;
  /** How a checkout it opened went, as the provider knows it. */
  readCheckout(input: { sessionId: string }): Promise<CheckoutState>;
  /** Asks the provider to end the subscription when its period ends. */
  cancelAtPeriodEnd(input: { subscriptionId: string }): Promise<void>;
  /** Undoes cancelAtPeriodEnd: the subscription renews again. */
  resumeSubscription(input: { subscriptionId: string }): Promise<void>;
}

export interface CheckoutState {
  /** open: not finished (left, or still on the page); complete; expired. */
  status: 'open' | 'complete' | 'expired';
  /** Whether the money came in (or none was due). */
  paid: boolean;
  subscriptionId: string | null;
  /** The account the checkout was opened for, as the provider recorded it. */
  userId: string | null;
}
