import { randomBytes } from 'node:crypto';
import { DomainError, notFound } from '../../domain-error';
import type { PaymentProvider } from './payment-provider';

/**
 * No payment service: plans are assigned by an operator (`npm run admin -- set-plan`), who
 * also issues the invoices. Nothing is sold online, and the Billing page says so.
 */
export function createLocalPaymentProvider(): PaymentProvider {
  return {
    name: 'local',
    createCustomer: async () => `cus_local_${randomBytes(12).toString('base64url')}`,
    updateCustomer: async () => undefined,
    createCheckout: async () => {
      throw new DomainError(
        'conflict',
        'checkout_unavailable',
        'Online payment is not set up on this server. Contact us and we will switch your plan.',
      );
    },
    readCheckout: async () => {
      throw notFound('This server has opened no checkout: online payment is not set up.');
    },
    cancelAtPeriodEnd: async () => undefined,
    resumeSubscription: async () => undefined,
  };
}
