import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, signUp, type TestAccount } from '../../../test/accounts';
import type { TestApp } from '../../../test/build-test-app';
import type { FakeStripe } from '../../../test/fake-stripe/fake-stripe-server';
import { startStripeTestApp } from '../../../test/fake-stripe/stripe-test-app';

// The return from Stripe's checkout: the page asks the server how that checkout went, and
// only the account that opened it gets an answer.
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

/** Opens a checkout for Pro; returns Stripe's session id and the id in the return address. */
async function openCheckout(account: TestAccount) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    headers: as(account),
    payload: {
      price_id: 'pro',
      success_url: 'http://localhost:3000/billing?payment=success',
      cancel_url: 'http://localhost:3000/billing?payment=cancelled',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const session = stripe.state.sessions.get(res.json().session_id)!;
  const success = new URL(session.success_url);
  const cancel = new URL(session.cancel_url);
  expect(success.searchParams.get('payment')).toBe('success');
  expect(cancel.searchParams.get('checkout')).toBe(success.searchParams.get('checkout'));
  return { sessionId: session.id, checkoutId: success.searchParams.get('checkout')! };
}

const outcomeOf = (account: TestAccount, id: string) =>
  t.app.inject({ url: `/api/checkout-sessions/${id}`, headers: as(account) });

it('says paid only once the payment is confirmed here, and pending while it is not', async () => {
  const founder = await signUp(t.app);
  const { sessionId, checkoutId } = await openCheckout(founder);
  expect((await outcomeOf(founder, checkoutId)).json()).toEqual({
    outcome: 'not_paid',
    plan_name: 'Pro',
  });

  // Stripe took the money but its webhook has not arrived yet: not "successful" yet.
  const webhookUrl = stripe.state.webhookUrl;
  stripe.setWebhookUrl(undefined);
  await stripe.completeCheckout(sessionId);
  expect((await outcomeOf(founder, checkoutId)).json()).toEqual({
    outcome: 'pending',
    plan_name: 'Pro',
  });

  stripe.setWebhookUrl(webhookUrl);
  for (const event of stripe.events.filter((e) => e.status === 0)) await stripe.resend(event.id);
  expect((await outcomeOf(founder, checkoutId)).json()).toEqual({
    outcome: 'paid',
    plan_name: 'Pro',
  });
});

it("tells nobody of another account's checkout, nor of an id it never issued", async () => {
  const founder = await signUp(t.app);
  const stranger = await signUp(t.app);
  const { sessionId, checkoutId } = await openCheckout(founder);
  await stripe.completeCheckout(sessionId);
  expect((await outcomeOf(founder, checkoutId)).json().outcome).toBe('paid');

  for (const [account, id] of [
    [stranger, checkoutId],
    [founder, '00000000-0000-4000-8000-000000000000'],
    [founder, sessionId],
    [founder, 'not-an-id'],
  ] as const) {
    const res = await outcomeOf(account, id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('This checkout was not found.');
  }
  expect((await t.app.inject({ url: `/api/checkout-sessions/${checkoutId}` })).statusCode).toBe(
    401,
  );
});

it('resumes a cancelled subscription at Stripe, so it renews instead of ending', async () => {
  const founder = await signUp(t.app);
  const { sessionId } = await openCheckout(founder);
  const subscription = await stripe.completeCheckout(sessionId);
  const post = (url: string) => t.app.inject({ method: 'POST', url, headers: as(founder) });

  const notCancelled = await post('/api/resume-subscription');
  expect(notCancelled.statusCode).toBe(409);
  expect(notCancelled.json().error.message).toBe(
    'Your subscription is not cancelled: it renews at the end of each period.',
  );
  expect((await post('/api/cancel-subscription')).json().cancel_at_period_end).toBe(true);
  const resumed = await post('/api/resume-subscription');
  expect(resumed.statusCode).toBe(200);
  expect(resumed.json()).toMatchObject({ price_id: 'pro', cancel_at_period_end: false });
  expect(stripe.state.subscriptions.get(subscription.id)!.cancel_at_period_end).toBe(false);

  await stripe.endPeriod(subscription.id);
  expect(
    (await t.app.inject({ url: '/api/subscription', headers: as(founder) })).json(),
  ).toMatchObject({ price_id: 'pro', status: 'active', cancel_at_period_end: false });
});
