import type { PlanDefinition, PlanView } from '../../../shared/schemas/plans';
import type { BillingConfig } from '../../billing-config';

export interface PlanCatalogue {
  all(): readonly PlanDefinition[];
  /** The plan of an id, or undefined when the plans file no longer has it. */
  get(id: string): PlanDefinition | undefined;
  /** The plan of every account without a subscription. */
  readonly defaultPlan: PlanDefinition;
  /** The plan a Stripe Price sells, for webhooks that name only the price. */
  byStripePrice(priceId: string): PlanDefinition | undefined;
  view(plan: PlanDefinition, provider: 'local' | 'stripe'): PlanView;
}

/** The plans of the plans file, as the server and the Billing page use them. */
export function createPlanCatalogue(config: Pick<BillingConfig, 'plans' | 'defaultPlanId'>) {
  const byId = new Map(config.plans.map((plan) => [plan.id, plan]));
  const defaultPlan = byId.get(config.defaultPlanId);
  if (!defaultPlan) throw new Error(`default plan ${config.defaultPlanId} is not in the plans`);
  const catalogue: PlanCatalogue = {
    all: () => config.plans,
    get: (id) => byId.get(id),
    defaultPlan,
    byStripePrice: (priceId) => config.plans.find((plan) => plan.stripe_price_id === priceId),
    view: (plan, provider) => ({
      id: plan.id,
      name: plan.name,
      description: plan.description,
      price: plan.price === null ? null : plan.price / 100,
      currency: plan.currency,
      period: plan.period,
      limits: plan.limits,
      features: plan.features,
      action:
        plan.id === defaultPlan.id
          ? 'none'
          : provider === 'stripe' && plan.stripe_price_id && plan.price !== null
            ? 'checkout'
            : 'contact',
    }),
  };
  return catalogue;
}
