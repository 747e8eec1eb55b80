import Stripe from 'stripe';
import type { BillingConfig } from '../../../billing-config';
import { DomainError } from '../../../domain-error';

export type StripeSettings = NonNullable<BillingConfig['stripe']>;

/** The official SDK, pointed at STRIPE_API_URL (Stripe itself, or a local fake in tests). */
export function createStripeClient(settings: StripeSettings): Stripe {
  const { apiUrl } = settings;
  return new Stripe(settings.secretKey, {
    host: apiUrl.hostname,
    port: apiUrl.port || (apiUrl.protocol === 'https:' ? 443 : 80),
    protocol: apiUrl.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 1,
    timeout: 15_000,
    appInfo: { name: 'CoachForge' },
  });
}

/** Stripe's failures in words for the person, the cause kept for the log. */
export async function askStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // Down, overloaded or slow (5xx, 429, timeouts): worth trying again soon, hence 503.
    // Anything else (a refused key, an unknown price) needs someone to look: 502.
    const unreachable =
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError;
    throw new DomainError(
      unreachable ? 'unavailable' : 'upstream_failed',
      unreachable ? 'payments_unreachable' : 'payments_refused',
      unreachable
        ? `Our payment provider could not be reached to ${what}. Please try again in a moment.`
        : `Our payment provider refused to ${what}. Please try again, or contact us.`,
      { cause: error },
    );
  }
}
