import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { setLocalPlan, settleLocalPeriods } from './local-plans';

// The local provider: an operator puts accounts on plans; invoices are numbered and drawn here.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: {
      SEED_AGENTS: 'false',
      PLANS_FILE: './config/plans.json',
      INVOICE_SELLER_NAME: 'CoachForge Lda',
      INVOICE_SELLER_ADDRESS: 'Rua Augusta 1|1100-048 Lisboa',
      INVOICE_SELLER_COUNTRY: 'PT',
      INVOICE_SELLER_VAT: 'PT501964843',
      INVOICE_VAT_RATE: '23',
    },
  });
});
afterAll(() => t.close());

const get = (account: TestAccount, url: string) =>
  t.app.inject({ url, headers: bearer(account.accessToken) });

const planFor = (account: TestAccount, planId: string, now?: Date) =>
  setLocalPlan({
    db: t.app.db,
    config: t.app.config.billing,
    plans: t.app.billing.plans,
    email: account.email,
    planId,
    now,
  });

async function pdfText(account: TestAccount, url: string) {
  const res = await get(account, url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
  return { text: (await extractText(pdf, { mergePages: true })).text, res };
}

it('runs a Pro period: plan and limits, an invoice with VAT as a PDF, cancel, and back to Free at its end', async () => {
  const founder = await signUp(t.app);
  await t.app.inject({
    method: 'POST',
    url: '/api/billing-info',
    headers: bearer(founder.accessToken),
    payload: { name: 'Acme Studio', country: 'PT', fiscal_number: '501964843', city: 'Porto' },
  });
  const start = new Date();
  const set = await planFor(founder, 'pro', start);
  expect(set.invoice).toMatch(/^CF-\d{4}-\d{4}$/);

  const subscription = (await get(founder, '/api/subscription')).json();
  expect(subscription).toMatchObject({
    price_id: 'pro',
    plan_name: 'Pro',
    status: 'active',
    price: 29,
    currency: 'eur',
    cancel_at_period_end: false,
    provider: 'local',
    limits_agents: 5,
    limits_api_calls: 1000,
    limits_voice: 300,
  });
  expect(new Date(subscription.current_period_end).getUTCMonth()).toBe(
    (start.getUTCMonth() + 1) % 12,
  );

  const { invoices } = (await get(founder, '/api/invoices')).json();
  expect(invoices).toEqual([
    expect.objectContaining({
      number: set.invoice,
      status: 'pending',
      amount_paid: 0,
      total: 3567,
      currency: 'eur',
      paymentUrl: null,
    }),
  ]);
  const { text, res } = await pdfText(founder, invoices[0].invoice_pdf);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${set.invoice}.pdf"`);
  for (const words of [
    set.invoice!,
    'Acme Studio',
    'PT501964843',
    'CoachForge Lda',
    '€29.00',
    'VAT (23%)',
    '€6.67',
    '€35.67',
  ]) {
    expect(text).toContain(words);
  }

  const post = (url: string) =>
    t.app.inject({ method: 'POST', url, headers: bearer(founder.accessToken) });
  const cancelled = await post('/api/cancel-subscription');
  expect(cancelled.json()).toMatchObject({ price_id: 'pro', cancel_at_period_end: true });
  // Changing one's mind while the period lasts keeps the plan renewing.
  const resumed = await post('/api/resume-subscription');
  expect(resumed.json()).toMatchObject({ price_id: 'pro', cancel_at_period_end: false });
  const again = await post('/api/resume-subscription');
  expect(again.statusCode).toBe(409);
  expect(again.json().error.message).toBe(
    'Your subscription is not cancelled: it renews at the end of each period.',
  );
  expect((await post('/api/cancel-subscription')).statusCode).toBe(200);
  const twice = await post('/api/cancel-subscription');
  expect(twice.statusCode).toBe(409);
  expect(twice.json().error.message).toMatch(
    /^Your subscription is already cancelled and ends on /,
  );

  const afterEnd = new Date(new Date(subscription.current_period_end).getTime() + 1000);
  await settleLocalPeriods({
    db: t.app.db,
    config: t.app.config.billing,
    plans: t.app.billing.plans,
    now: afterEnd,
  });
  expect((await get(founder, '/api/subscription')).json()).toMatchObject({
    price_id: 'free',
    status: 'free',
    limits_agents: 2,
  });
  const ended = await post('/api/resume-subscription');
  expect(ended.statusCode).toBe(409);
  expect(ended.json().error.message).toBe(
    'You have no subscription to resume: choose a plan under Available Plans to subscribe.',
  );
});

it('renews a period that was not cancelled, with the next invoice number', async () => {
  const founder = await signUp(t.app);
  const first = await planFor(founder, 'pro');
  await settleLocalPeriods({
    db: t.app.db,
    config: t.app.config.billing,
    plans: t.app.billing.plans,
    now: new Date(first.periodEnd!.getTime() + 1000),
  });
  const { invoices } = (await get(founder, '/api/invoices')).json();
  expect(invoices).toHaveLength(2);
  const [newer, older] = invoices.map((invoice: { number: string }) =>
    Number(invoice.number.slice(-4)),
  );
  expect(newer).toBeGreaterThan(older);
});

it('numbers invoices without gaps when ten are issued at once', async () => {
  const accounts = await Promise.all(Array.from({ length: 10 }, () => signUp(t.app)));
  const numbers = (await Promise.all(accounts.map((account) => planFor(account, 'pro')))).map(
    (result) => Number(result.invoice!.slice(-4)),
  );
  numbers.sort((a, b) => a - b);
  expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => numbers[0]! + i));
});

it('shows an invoice to its owner only, and refuses unknown plans and accounts in words', async () => {
  const owner = await signUp(t.app);
  const stranger = await signUp(t.app);
  await planFor(owner, 'pro');
  const [invoice] = (await get(owner, '/api/invoices')).json().invoices;
  expect((await get(stranger, invoice.invoice_pdf)).statusCode).toBe(404);
  expect((await get(stranger, '/api/invoices')).json().invoices).toEqual([]);
  expect((await get(owner, '/api/invoices/not-a-uuid/pdf')).statusCode).toBe(404);
  expect((await t.app.inject({ url: invoice.invoice_pdf })).statusCode).toBe(401);
  await expect(planFor(owner, 'gold')).rejects.toThrow(
    'No plan "gold"; the plans are: free, pro, enterprise.',
  );
  await expect(
    setLocalPlan({
      db: t.app.db,
      config: t.app.config.billing,
      plans: t.app.billing.plans,
      email: 'ghost@example.com',
      planId: 'pro',
    }),
  ).rejects.toThrow('No account uses ghost@example.com.');
});
