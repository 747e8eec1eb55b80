import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, signUp, type TestAccount } from '../../../test/accounts';
import type { TestApp } from '../../../test/build-test-app';
import type { FakeStripe } from '../../../test/fake-stripe/fake-stripe-server';
import { signStripe, startStripeTestApp } from '../../../test/fake-stripe/stripe-test-app';
import { currentPlanOf, readSubscription } from '../subscription-store';

// Stripe through a local fake speaking its wire format; events reach the app over real HTTP.
let stripe: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  ({ t, stripe } = await startStripeTestApp());
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const as = (account: TestAccount) => bearer(account.accessToken);
const subscriptionOf = async (account: TestAccount) =>
  (await t.app.inject({ url: '/api/subscription', headers: as(account) })).json();
const checkout = (account: TestAccount, body: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    headers: as(account),
    payload: {
      price_id: 'pro',
      success_url: 'http://localhost:3000/billing?payment=success',
      cancel_url: 'http://localhost:3000/billing?payment=cancelled',
      ...body,
    },
  });

it('runs checkout → webhook → Pro → cancel → period end → Free, with the invoice listed', async () => {
  const founder = await signUp(t.app);
  const plans = (await t.app.inject({ url: '/api/plans' })).json();
  expect(plans.provider).toBe('stripe');
  expect(plans.plans.find((plan: { id: string }) => plan.id === 'pro').action).toBe('checkout');

  const session = await checkout(founder);
  expect(session.statusCode).toBe(200);
  expect(session.json().url).toBe(`${stripe.url}/checkout/${session.json().session_id}`);
  const page = await fetch(session.json().url, { method: 'POST', redirect: 'manual' });
  expect(page.status).toBe(303);
  expect(page.headers.get('location')).toMatch(
    /^http:\/\/localhost:3000\/billing\?payment=success&checkout=[0-9a-f-]{36}$/,
  );
  expect(stripe.events.map((event) => [event.type, event.status])).toEqual([
    ['checkout.session.completed', 200],
    ['customer.subscription.created', 200],
    ['invoice.paid', 200],
  ]);
  expect(await readSubscription(t.app.db, founder.userId)).toMatchObject({
    planId: 'pro',
    status: 'active',
    provider: 'stripe',
    cancelAtPeriodEnd: false,
  });
  const pro = await subscriptionOf(founder);
  expect(pro).toMatchObject({
    price_id: 'pro',
    status: 'active',
    provider: 'stripe',
    limits_agents: 5,
  });
  expect(pro.current_period_end).not.toBeNull();
  const { invoices } = (await t.app.inject({ url: '/api/invoices', headers: as(founder) })).json();
  expect(invoices).toEqual([
    expect.objectContaining({
      number: 'FAKE-0001',
      status: 'paid',
      amount_paid: 2900,
      currency: 'eur',
      paymentUrl: null,
    }),
  ]);
  expect(invoices[0].invoice_pdf).toMatch(new RegExp(`^${stripe.url}/invoices/in_`));
  expect((await checkout(founder)).json().error.message).toBe('You are already on the Pro plan.');

  const cancelled = await t.app.inject({
    method: 'POST',
    url: '/api/cancel-subscription',
    headers: as(founder),
  });
  expect(cancelled.json()).toMatchObject({ price_id: 'pro', cancel_at_period_end: true });
  const subscriptionId = [...stripe.state.subscriptions.keys()].at(-1)!;
  expect(stripe.state.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(true);
  expect(stripe.events.at(-1)).toMatchObject({ type: 'customer.subscription.updated' });
  expect(await readSubscription(t.app.db, founder.userId)).toMatchObject({
    cancelAtPeriodEnd: true,
  });
  await stripe.endPeriod(subscriptionId);
  expect(await readSubscription(t.app.db, founder.userId)).toMatchObject({ status: 'canceled' });
  const { plan } = await currentPlanOf({
    db: t.app.db,
    plans: t.app.billing.plans,
    userId: founder.userId,
  });
  expect(plan.id).toBe('free');
  expect(await subscriptionOf(founder)).toMatchObject({ price_id: 'free', status: 'free' });
});

it('applies a replayed event once and ignores one older than what was applied', async () => {
  const founder = await signUp(t.app);
  const session = (await checkout(founder)).json();
  const subscription = await stripe.completeCheckout(session.session_id);
  const paid = stripe.events.at(-1)!;
  expect(await stripe.resend(paid.id)).toMatchObject({ status: 200 });
  const { invoices } = (await t.app.inject({ url: '/api/invoices', headers: as(founder) })).json();
  expect(invoices).toHaveLength(1);

  // An update from an hour ago, delivered late, must not undo the newer state.
  const stale = { ...subscription, status: 'past_due' };
  await stripe.send('customer.subscription.updated', stale, Math.floor(Date.now() / 1000) - 3600);
  expect((await subscriptionOf(founder)).status).toBe('active');
  await stripe.failPayment(subscription.id);
  const now = await subscriptionOf(founder);
  expect(now).toMatchObject({ status: 'past_due', price_id: 'pro' });
  const open = (await t.app.inject({ url: '/api/invoices', headers: as(founder) })).json()
    .invoices[0];
  expect(open).toMatchObject({ status: 'pending', amount_paid: 0 });
  expect(open.paymentUrl).toMatch(/\/pay$/);
});

it('refuses a wrong signature, a stale one and a malformed body with 400', async () => {
  const body = JSON.stringify({
    id: 'evt_x',
    object: 'event',
    type: 'invoice.paid',
    created: 1,
    data: { object: {} },
  });
  const post = (signature: string, payload = body) =>
    t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  const wrong = await post(signStripe(body, { secret: 'whsec_other' }));
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().error.message).toMatch(/^The Stripe signature was refused/);
  const old = Math.floor(Date.now() / 1000) - 600;
  const stale = await post(signStripe(body, { timestamp: old }));
  expect(stale.statusCode).toBe(400);
  expect(stale.json().error.message).toMatch(/tolerance/);
  expect((await post('t=1,v1=abc', '{not json')).statusCode).toBe(400);
  const unsigned = await t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload: body,
    headers: { 'content-type': 'application/json' },
  });
  expect(unsigned.statusCode).toBe(400);
});

it('keeps checkout to signed-in people, known plans and pages of this app', async () => {
  const founder = await signUp(t.app);
  const visitor = await t.app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    payload: {
      price_id: 'pro',
      success_url: 'http://localhost:3000/a',
      cancel_url: 'http://localhost:3000/b',
    },
  });
  expect(visitor.statusCode).toBe(401);
  const elsewhere = await checkout(founder, { success_url: 'https://evil.example/phish' });
  expect(elsewhere.statusCode).toBe(400);
  expect(elsewhere.json().error.message).toMatch(/^success_url must be a page of this app/);
  expect((await checkout(founder, { price_id: 'gold' })).json().error.message).toBe(
    'There is no plan "gold".',
  );
  const quote = await checkout(founder, { price_id: 'enterprise' });
  expect(quote.statusCode).toBe(409);
  expect(quote.json().error.message).toBe(
    'The Enterprise plan cannot be bought online. Contact us and we will set it up.',
  );
});

it('creates the Stripe customer after sign-up and mirrors billing information onto it', async () => {
  const founder = await signUp(t.app);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/create-customer',
    headers: as(founder),
  });
  expect(created.json()).toMatchObject({ provider: 'stripe', created: true });
  const customerId = created.json().customer_id as string;
  expect(stripe.state.customers.get(customerId)).toMatchObject({ email: founder.email });
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/billing-info',
    headers: as(founder),
    payload: { name: 'Acme Studio', country: 'DE', city: 'Berlin', fiscal_number: 'DE136695976' },
  });
  expect(saved.statusCode).toBe(200);
  expect(stripe.state.customers.get(customerId)).toMatchObject({
    name: 'Acme Studio',
    address: { city: 'Berlin', country: 'DE' },
    metadata: { user_id: founder.userId, fiscal_number: 'DE136695976' },
  });
});
