import { z } from 'zod';

/**
 * The parts of Stripe's events this server reads, checked before anything is stored: a signed
 * body of another shape (another API version, a hand-made event) is refused with 400 instead
 * of failing half-way with a 500. Other fields pass through untouched.
 */
const id = z.string().min(1).max(255);
const customer = z.union([id, z.object({ id }).loose()]).nullable();
const seconds = z.number().int().nonnegative();

export const StripeEventSchema = z
  .object({
    id,
    type: z.string().min(1).max(100),
    created: seconds,
    data: z.object({ object: z.record(z.string(), z.unknown()) }).loose(),
  })
  .loose();
export type StripeEventEnvelope = z.infer<typeof StripeEventSchema>;

export const StripeSubscriptionSchema = z
  .object({
    id,
    customer,
    status: z.string().min(1).max(40),
    cancel_at_period_end: z.boolean(),
    metadata: z.record(z.string(), z.string()).nullish(),
    items: z.object({
      data: z.array(
        z
          .object({
            price: z.object({ id }).loose(),
            current_period_start: seconds.optional(),
            current_period_end: seconds.optional(),
          })
          .loose(),
      ),
    }),
  })
  .loose();
export type StripeSubscriptionShape = z.infer<typeof StripeSubscriptionSchema>;

const amount = z.number().int();

export const StripeInvoiceSchema = z
  .object({
    id,
    customer,
    number: z.string().max(255).nullish(),
    description: z.string().nullish(),
    status: z.string().max(40).nullish(),
    currency: z.string().min(3).max(10),
    subtotal: amount,
    total: amount,
    amount_paid: amount,
    total_taxes: z.array(z.object({ amount }).loose()).nullish(),
    created: seconds.optional(),
    period_start: seconds.optional(),
    period_end: seconds.optional(),
    hosted_invoice_url: z.string().nullish(),
    invoice_pdf: z.string().nullish(),
    lines: z
      .object({ data: z.array(z.object({ description: z.string().nullish() }).loose()) })
      .loose()
      .nullish(),
  })
  .loose();
export type StripeInvoiceShape = z.infer<typeof StripeInvoiceSchema>;

export const StripeCheckoutSessionSchema = z
  .object({ id, subscription: z.union([id, z.object({ id }).loose()]).nullish() })
  .loose();
