import { z } from 'zod';

export const BillingCustomerSchema = z.object({
  customer_id: z.string(),
  provider: z.enum(['local', 'stripe']),
  created: z.boolean().describe('false when the account already had a customer record'),
});
export type BillingCustomer = z.infer<typeof BillingCustomerSchema>;

/**
 * The account's plan and today's usage (spec 02 §3 "Subscription"). Limits of -1 are
 * unlimited. Daily usage counts in UTC days: `usage_resets_at` is the next midnight UTC.
 */
export const SubscriptionSchema = z.object({
  price_id: z.string().describe("the plan's id: 'free', 'pro', ..."),
  plan_name: z.string(),
  status: z
    .string()
    .describe("'free' without a paid plan; otherwise Stripe's words: active, past_due, ..."),
  price: z.number().nullable().describe('major units; null when priced by quote'),
  currency: z.enum(['eur', 'usd']),
  period: z.enum(['month', 'year']),
  cancel_at_period_end: z.boolean(),
  current_period_end: z.iso.datetime({ offset: true }).nullable(),
  provider: z.enum(['local', 'stripe']),
  usage_agents: z.number().int(),
  limits_agents: z.number().int(),
  usage_api_calls: z.number().int().describe('chat requests today'),
  limits_api_calls: z.number().int(),
  usage_voice: z.number().describe('voice minutes today, one decimal'),
  limits_voice: z.number(),
  usage_day: z.iso.date(),
  usage_resets_at: z.iso.datetime({ offset: true }),
  time_zone: z.literal('UTC'),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** Where Checkout may send the person back to: pages of this app only. */
export const CheckoutSessionInputSchema = z.object({
  price_id: z.string().min(1, 'Choose a plan').max(40),
  success_url: z.url('success_url must be a full URL').max(2000),
  cancel_url: z.url('cancel_url must be a full URL').max(2000),
});
export type CheckoutSessionInput = z.infer<typeof CheckoutSessionInputSchema>;

export const CheckoutSessionSchema = z.object({ url: z.string(), session_id: z.string() });
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;

/**
 * How a checkout the caller opened went, as the server confirmed it: paid (the plan is the
 * account's), pending (paid at the provider, not yet confirmed here), or not_paid (left or
 * expired: nothing was taken).
 */
export const CheckoutOutcomeSchema = z.object({
  outcome: z.enum(['paid', 'pending', 'not_paid']),
  plan_name: z.string(),
});
export type CheckoutOutcome = z.infer<typeof CheckoutOutcomeSchema>;
