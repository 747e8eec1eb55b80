import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { createLocalPaymentProvider } from './local-payment-provider';
import type { PaymentProvider } from './payment-provider';
import { createPlanCatalogue, type PlanCatalogue } from './plan-catalogue';
import { createStripePaymentProvider } from './stripe/stripe-payment-provider';
import { createPostgresUsageCounter } from './usage/usage-counter';
import { createUsageMeter, type UsageMeter } from './usage/usage-meter';

/** Plans, where payments go, and the daily usage counted against the plans. */
export interface BillingServices {
  plans: PlanCatalogue;
  payments: PaymentProvider;
  usage: UsageMeter;
}

export function createBillingServices(options: { config: AppConfig; db: Db }): BillingServices {
  const plans = createPlanCatalogue(options.config.billing);
  const counter = createPostgresUsageCounter(options.db);
  return {
    plans,
    payments: options.config.billing.stripe
      ? createStripePaymentProvider(options.config.billing.stripe)
      : createLocalPaymentProvider(),
    usage: createUsageMeter({ db: options.db, plans, counter }),
  };
}
