import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PlansFileSchema, type PlanDefinition } from '../shared/schemas/plans';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = z.preprocess(emptyAsUndefined, z.string().optional());

/** The billing part of the environment; `.env.example` lists the same names. */
const BillingEnvSchema = z.object({
  PLANS_FILE: z.string().default('./config/plans.json'),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  /** Stripe's API; tests point it at a local fake speaking the same wire format. */
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  /** The seller on local invoices: none are issued while name, address or VAT number is unset. */
  INVOICE_SELLER_NAME: z.string().default(''),
  /** Address lines separated by "|". */
  INVOICE_SELLER_ADDRESS: z.string().default(''),
  INVOICE_SELLER_VAT: z.string().default(''),
  INVOICE_SELLER_EMAIL: z.string().default(''),
  INVOICE_SELLER_COUNTRY: z.string().default(''),
  /** VAT added to local invoices, in percent. */
  INVOICE_VAT_RATE: z.coerce.number().min(0).max(100).default(0),
  /** Days a local invoice gives to pay it. */
  INVOICE_PAYMENT_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  /** How to pay a local invoice (e.g. a bank account), printed on it. */
  INVOICE_PAYMENT_DETAILS: z.string().default(''),
});

export class BillingConfigError extends Error {}

function readPlans(file: string, env: NodeJS.ProcessEnv) {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BillingConfigError(`  PLANS_FILE: cannot read ${file}: ${(error as Error).message}`);
  }
  const parsed = PlansFileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (i) => `  PLANS_FILE ${i.path.join('.')}: ${i.message}`,
    );
    throw new BillingConfigError(problems.join('\n'));
  }
  const { default_plan: defaultPlanId, plans } = parsed.data;
  const ids = new Set(plans.map((plan) => plan.id));
  if (ids.size !== plans.length) throw new BillingConfigError('  PLANS_FILE: plan ids repeat');
  const defaultPlan = plans.find((plan) => plan.id === defaultPlanId);
  if (!defaultPlan || defaultPlan.price !== 0) {
    throw new BillingConfigError(
      `  PLANS_FILE: default_plan "${defaultPlanId}" must be one of the plans, priced 0`,
    );
  }
  // STRIPE_PRICE_PRO=price_… sells the plan "pro" without editing the file.
  const withPrices: PlanDefinition[] = plans.map((plan) => {
    const fromEnv = env[`STRIPE_PRICE_${plan.id.toUpperCase().replace(/-/g, '_')}`];
    return fromEnv ? { ...plan, stripe_price_id: fromEnv } : plan;
  });
  return { plans: withPrices, defaultPlanId };
}

/** Plans, the payment provider and the seller on local invoices; problems stop start-up. */
export function loadBillingConfig(env: NodeJS.ProcessEnv) {
  const parsed = BillingEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new BillingConfigError(problems.join('\n'));
  }
  const e = parsed.data;
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new BillingConfigError(
      '  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set (webhooks carry the subscription state)',
    );
  }
  const plansFile = path.resolve(e.PLANS_FILE);
  return {
    plansFile,
    ...readPlans(plansFile, env),
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
          apiUrl: new URL(e.STRIPE_API_URL),
        }
      : undefined,
    seller: {
      name: e.INVOICE_SELLER_NAME,
      addressLines: e.INVOICE_SELLER_ADDRESS.split('|')
        .map((line) => line.trim())
        .filter(Boolean),
      fiscalNumber: e.INVOICE_SELLER_VAT,
      email: e.INVOICE_SELLER_EMAIL,
      country: e.INVOICE_SELLER_COUNTRY,
    },
    vatRate: e.INVOICE_VAT_RATE,
    paymentDays: e.INVOICE_PAYMENT_DAYS,
    paymentDetails: e.INVOICE_PAYMENT_DETAILS.trim(),
  };
}

export type BillingConfig = ReturnType<typeof loadBillingConfig>;
