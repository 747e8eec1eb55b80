import { z } from 'zod';

const limit = z.number().int().min(-1).describe('-1 means unlimited');

export const PlanLimitsSchema = z.object({
  agents: limit,
  chat_requests_per_day: limit,
  /** Minutes may have decimals (1.5 = 90 seconds). */
  voice_minutes_per_day: z.number().min(-1).describe('-1 means unlimited'),
});
export type PlanLimits = z.infer<typeof PlanLimitsSchema>;

/**
 * One plan as the operator writes it in the plans file (PLANS_FILE, default config/plans.json).
 * `price` is in minor units (cents); null means the price is agreed by quote.
 */
export const PlanDefinitionSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9_-]{0,31}$/, 'a lower-case id such as "pro"'),
  name: z.string().min(1).max(60),
  description: z.string().max(300).default(''),
  price: z.number().int().min(0).nullable(),
  currency: z.enum(['eur', 'usd']),
  period: z.enum(['month', 'year']),
  limits: PlanLimitsSchema,
  features: z.array(z.string().max(120)).max(20).default([]),
  /** The Stripe Price a Checkout Session sells for this plan; STRIPE_PRICE_<ID> overrides it. */
  stripe_price_id: z.string().optional(),
});
export type PlanDefinition = z.infer<typeof PlanDefinitionSchema>;

export const PlansFileSchema = z.object({
  /** The plan of every account without a subscription: must be one of `plans`, priced 0. */
  default_plan: z.string(),
  plans: z.array(PlanDefinitionSchema).min(1),
});
export type PlansFile = z.infer<typeof PlansFileSchema>;

/**
 * How a person can move to a plan on this server: pay online (Stripe), ask for it (contact),
 * or nothing to do (the default plan).
 */
export const PlanActionSchema = z.enum(['checkout', 'contact', 'none']);

export const PlanViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** In major units (29 = €29.00); null when priced by quote. */
  price: z.number().nullable(),
  currency: z.enum(['eur', 'usd']),
  period: z.enum(['month', 'year']),
  limits: PlanLimitsSchema,
  features: z.array(z.string()),
  action: PlanActionSchema,
});
export type PlanView = z.infer<typeof PlanViewSchema>;

export const PlansSchema = z.object({
  plans: z.array(PlanViewSchema),
  /** 'stripe' when online payment is configured; 'local' when an operator assigns plans. */
  provider: z.enum(['local', 'stripe']),
});
export type Plans = z.infer<typeof PlansSchema>;
