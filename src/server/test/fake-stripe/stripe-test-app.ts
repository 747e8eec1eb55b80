import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { buildTestApp, type TestApp } from '../build-test-app';
import { startFakeStripe, type FakeStripe } from './fake-stripe-server';

export const STRIPE_TEST_SECRET = 'whsec_test_coachforge';
const API_KEY = 'sk_test_fake';
const signer = new Stripe('sk_test_signer');

/** A Stripe-Signature header for a body, as Stripe makes it (`timestamp` in seconds). */
export const signStripe = (
  payload: string,
  options: { secret?: string; timestamp?: number } = {},
) =>
  signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STRIPE_TEST_SECRET,
    timestamp: options.timestamp,
  });

/**
 * The app with Stripe configured against a fresh fake Stripe, listening on 127.0.0.1 so the
 * fake's webhook events reach /api/stripe/webhook over real HTTP. Plan "pro" sells
 * price_pro_monthly (€29 a month).
 */
export async function startStripeTestApp(): Promise<{ t: TestApp; stripe: FakeStripe }> {
  const stripe = await startFakeStripe({
    apiKey: API_KEY,
    webhookSecret: STRIPE_TEST_SECRET,
    prices: [{ id: 'price_pro_monthly', unit_amount: 2900, currency: 'eur', interval: 'month' }],
  });
  const t = await buildTestApp({
    env: {
      SEED_AGENTS: 'false',
      PLANS_FILE: './config/plans.json',
      STRIPE_SECRET_KEY: API_KEY,
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_SECRET,
      STRIPE_API_URL: stripe.url,
      STRIPE_PRICE_PRO: 'price_pro_monthly',
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  stripe.setWebhookUrl(`http://127.0.0.1:${port}/api/stripe/webhook`);
  return { t, stripe };
}
