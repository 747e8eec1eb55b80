import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { billingEvents, invoices } from '../../../db/billing-schema';
import { bearer, signUp, type TestAccount } from '../../../test/accounts';
import { createApiKey, createKeyedAgent } from '../../../test/api-key-fixtures';
import type { TestApp } from '../../../test/build-test-app';
import type { FakeStripe } from '../../../test/fake-stripe/fake-stripe-server';
import {
  signStripe,
  startStripeTestApp,
  STRIPE_TEST_SECRET,
} from '../../../test/fake-stripe/stripe-test-app';
import { readSubscription } from '../subscription-store';
import { createStripePaymentProvider } from './stripe-payment-provider';

let stripe: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  ({ t, stripe } = await startStripeTestApp());
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const postSigned = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signStripe(payload) },
    payload,
  });
const paidCheckout = async (account: TestAccount) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    headers: bearer(account.accessToken),
    payload: {
      price_id: 'pro',
      success_url: 'http://localhost:3000/billing?payment=success',
      cancel_url: 'http://localhost:3000/billing?payment=cancelled',
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().session_id as string;
};

it('refuses signed events it cannot read with 400, stores nothing, and never answers 500', async () => {
  const notJson = await postSigned('{not json');
  expect(notJson.statusCode).toBe(400);
  expect(notJson.json().error.message).toBe('The Stripe event is not valid JSON.');
  const bodies = [
    '[]',
    'null',
    '{"id":"evt_no_data","type":"customer.subscription.updated","created":1}',
    '{"type":"invoice.paid","created":1,"data":{"object":{}}}',
    '{"id":"evt_bad_sub","type":"customer.subscription.updated","created":1,"data":{"object":{"id":"sub_1"}}}',
    '{"id":"evt_bad_inv","type":"invoice.paid","created":1,"data":{"object":{"id":"in_1","customer":"cus_1"}}}',
  ];
  for (const body of bodies) {
    const res = await postSigned(body);
    expect(res.statusCode, body).toBe(400);
    expect(res.json().error.message, body).toMatch(/^The Stripe event.* has an unexpected shape/);
  }
  const stored = await t.app.db
    .select()
    .from(billingEvents)
    .where(inArray(billingEvents.id, ['evt_no_data', 'evt_bad_sub', 'evt_bad_inv']));
  expect(stored).toEqual([]);
});

it('answers 502 when a completed checkout names a subscription Stripe does not have', async () => {
  const body = JSON.stringify({
    id: 'evt_unknown_sub',
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: 'cs_x', object: 'checkout.session', subscription: 'sub_nope' } },
  });
  const res = await postSigned(body);
  expect(res.statusCode).toBe(502);
  expect(res.json().error.message).toMatch(/^Our payment provider refused/);
  // Not recorded as applied: Stripe's next delivery is tried again.
  const stored = await t.app.db
    .select()
    .from(billingEvents)
    .where(inArray(billingEvents.id, ['evt_unknown_sub']));
  expect(stored).toEqual([]);
});

it('keeps Pro while one of two subscriptions paid in two tabs ends', async () => {
  const founder = await signUp(t.app);
  const [first, second] = [await paidCheckout(founder), await paidCheckout(founder)];
  const one = await stripe.completeCheckout(first);
  const two = await stripe.completeCheckout(second);
  expect(await readSubscription(t.app.db, founder.userId)).toMatchObject({
    providerSubscriptionId: two.id,
  });
  await t.app.billing.payments.cancelAtPeriodEnd({ subscriptionId: one.id });
  await stripe.endPeriod(one.id);
  expect(stripe.events.slice(-2).map((event) => [event.type, event.status])).toEqual([
    ['customer.subscription.updated', 200],
    ['customer.subscription.deleted', 200],
  ]);
  expect(await readSubscription(t.app.db, founder.userId)).toMatchObject({
    planId: 'pro',
    status: 'active',
    providerSubscriptionId: two.id,
    cancelAtPeriodEnd: false,
  });
});

it("pays a failed renewal on Stripe's invoice page: Pro again, the invoice paid, its PDF opens", async () => {
  const founder = await signUp(t.app);
  const subscription = await stripe.completeCheckout(await paidCheckout(founder));
  await stripe.failPayment(subscription.id);
  expect(await readSubscription(t.app.db, founder.userId)).toMatchObject({ status: 'past_due' });
  const [open] = (
    await t.app.inject({ url: '/api/invoices', headers: bearer(founder.accessToken) })
  ).json().invoices;
  expect(open).toMatchObject({ status: 'pending', amount_paid: 0 });

  const page = await fetch(open.paymentUrl);
  expect(await page.text()).toContain('Pay invoice');
  const paid = await fetch(open.paymentUrl, { method: 'POST' });
  expect(await paid.text()).toContain('€29.00 received');
  expect(await readSubscription(t.app.db, founder.userId)).toMatchObject({ status: 'active' });
  const rows = await t.app.db
    .select()
    .from(invoices)
    .where(inArray(invoices.userId, [founder.userId]));
  expect(rows.map((row) => [row.status, row.amountPaid, row.paymentUrl, row.tax])).toEqual(
    expect.arrayContaining([['paid', 2900, null, 0]]),
  );
  expect(rows.every((row) => row.status === 'paid')).toBe(true);

  const pdf = await fetch(open.invoice_pdf);
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  expect(
    Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});

it('lets only a signed-in person open a checkout: no visitor, no API key', async () => {
  const owner = await signUp(t.app);
  const key = await createApiKey(t.app, owner, await createKeyedAgent(t.app, owner));
  const sessionsBefore = stripe.state.sessions.size;
  const payload = {
    price_id: 'pro',
    success_url: 'http://localhost:3000/a',
    cancel_url: 'http://localhost:3000/b',
  };
  for (const headers of [{}, bearer(key.secret_key)]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers,
      payload,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Please sign in to do this.');
  }
  expect(stripe.state.sessions.size).toBe(sessionsBefore);
});

it('answers 502 when Stripe refuses the key and 503 when it cannot be reached', async () => {
  const refused = createStripePaymentProvider({
    secretKey: 'sk_test_wrong',
    webhookSecret: STRIPE_TEST_SECRET,
    apiUrl: new URL(stripe.url),
  });
  await expect(
    refused.createCustomer({ userId: 'u1', email: 'a@example.com', name: '' }),
  ).rejects.toMatchObject({ kind: 'upstream_failed', code: 'payments_refused' });
  const unreachable = createStripePaymentProvider({
    secretKey: 'sk_test_fake',
    webhookSecret: STRIPE_TEST_SECRET,
    apiUrl: new URL('http://127.0.0.1:9'),
  });
  await expect(unreachable.cancelAtPeriodEnd({ subscriptionId: 'sub_1' })).rejects.toMatchObject({
    kind: 'unavailable',
    code: 'payments_unreachable',
    message: expect.stringMatching(/could not be reached/),
  });
});
