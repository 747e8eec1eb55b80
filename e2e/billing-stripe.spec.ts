import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  startFakeStripe,
  type FakeStripe,
} from '../src/server/test/fake-stripe/fake-stripe-server';
import { startServerProcess } from '../src/server/test/server-process';
import { expectNoSeriousA11yViolations } from './fixtures/a11y';
import { inboxOf, signUpThroughDialog } from './fixtures/accounts';

// A server of its own with Stripe configured: the journey's checkout is the fake's hosted page,
// and Stripe's webhooks reach the server over HTTP, signed as Stripe signs them.
// One server for both journeys (each worker would start its own).
test.describe.configure({ mode: 'serial' });
let stripe: FakeStripe;
let server: Awaited<ReturnType<typeof startServerProcess>>;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachforge-e2e-stripe-'));
  stripe = await startFakeStripe({
    apiKey: 'sk_test_e2e',
    webhookSecret: 'whsec_e2e',
    prices: [{ id: 'price_pro_e2e', unit_amount: 2900, currency: 'eur', interval: 'month' }],
  });
  server = await startServerProcess({
    DATA_DIR: dataDir,
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
    STRIPE_API_URL: stripe.url,
    STRIPE_PRICE_PRO: 'price_pro_e2e',
  });
  stripe.state.webhookUrl = `${server.url}/api/stripe/webhook`;
});

test.afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await stripe?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a founder upgrades to Pro through checkout, comes back to the good news and sees the invoice', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(server.url);
  await signUpThroughDialog(page, undefined, inboxOf(server.mail));
  await page.goto(`${server.url}/billing`);
  const plans = page.getByRole('region', { name: 'Available Plans' });
  const pro = plans.getByRole('listitem').filter({ hasText: 'Pro' }).first();

  // Changing one's mind on the payment page brings them back with nothing taken.
  await pro.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page.getByRole('heading', { name: 'Pay CoachForge' })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Payment Cancelled' })).toBeVisible();
  await page.getByRole('dialog').getByText('Close', { exact: true }).click();

  await pro.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  const success = page.getByRole('dialog', { name: 'Payment Successful!' });
  await expect(success).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/billing`);
  await success.getByRole('button', { name: 'Continue' }).click();
  const current = page.getByRole('region', { name: 'Current Subscription' });
  await expect(current).toContainText('Pro');
  await expect(current).toContainText('Next billing date:');
  await expect(page.getByRole('progressbar', { name: 'Agents created' })).toHaveAttribute(
    'aria-valuetext',
    '0 / 5',
  );
  await expectNoSeriousA11yViolations(page);

  await page.goto(`${server.url}/invoices`);
  const row = page.getByRole('row').filter({ hasText: 'FAKE-0001' });
  await expect(row).toContainText('€29.00');
  await expect(row).toContainText('paid');
  await expect(row.getByRole('button', { name: 'Download PDF of FAKE-0001' })).toBeVisible();
  await expect(row.getByRole('link', { name: /^Pay/ })).toHaveCount(0);
});

test('a payment Stripe took but has not yet confirmed here is said to be confirming, then successful', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(server.url);
  await signUpThroughDialog(page, undefined, inboxOf(server.mail));
  await page.goto(`${server.url}/billing`);
  const pro = page
    .getByRole('region', { name: 'Available Plans' })
    .getByRole('listitem')
    .filter({ hasText: 'Pro' })
    .first();
  const webhookUrl = stripe.state.webhookUrl;
  stripe.setWebhookUrl(undefined);
  const held = stripe.events.length;
  try {
    await pro.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await page.getByRole('button', { name: 'Pay' }).click();
    const confirming = page.getByRole('dialog', { name: 'Confirming your payment' });
    await expect(confirming).toContainText('Your payment for the Pro plan is being confirmed.');
    await expect(page.getByRole('dialog', { name: 'Payment Successful!' })).toHaveCount(0);
  } finally {
    stripe.setWebhookUrl(webhookUrl);
  }
  for (const event of stripe.events.slice(held)) await stripe.resend(event.id);
  // The page asks again by itself; the good news comes once the server has the subscription.
  const success = page.getByRole('dialog', { name: 'Payment Successful!' });
  await expect(success).toContainText('you are on the Pro plan');
  await success.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'Current Subscription' })).toContainText('Pro');
});
