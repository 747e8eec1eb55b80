import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, signUp, type TestAccount } from '../../../test/accounts';
import { subscriptions } from '../../../db/billing-schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { settleLocalPeriods } from '../local-plans';

// Invoices the local provider issues: a real seller, due until the operator records payment,
// the reverse charge for an EU business abroad, and none at all without a seller.
const SELLER = {
  INVOICE_SELLER_NAME: 'CoachForge Lda',
  INVOICE_SELLER_ADDRESS: 'Rua Augusta 1|1100-048 Lisboa',
  INVOICE_SELLER_VAT: 'PT501964843',
  INVOICE_VAT_RATE: '23',
  INVOICE_PAYMENT_DAYS: '14',
  INVOICE_PAYMENT_DETAILS: 'Bank transfer to IBAN PT50 0002 0123 1234 5678 9015 4',
};
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: { SEED_AGENTS: 'false', PLANS_FILE: './config/plans.json', ...SELLER },
  });
});
afterAll(() => t.close());

const operator = (route: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/${route}`,
    headers: { authorization: `Bearer cfa_${t.app.adminToken}` },
    payload,
  });
const invoicesOf = async (account: TestAccount) =>
  (await t.app.inject({ url: '/api/invoices', headers: bearer(account.accessToken) })).json()
    .invoices;

async function pdfText(account: TestAccount, url: string) {
  const res = await t.app.inject({ url, headers: bearer(account.accessToken) });
  expect(res.statusCode).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

async function customer(billingInfo: object) {
  const account = await signUp(t.app);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/billing-info',
    headers: bearer(account.accessToken),
    payload: billingInfo,
  });
  expect(saved.statusCode).toBe(200);
  return account;
}

it('issues an invoice as due by a pay-by date, and paid once the operator records the payment', async () => {
  const founder = await customer({ name: 'Tasca Lda', country: 'PT', city: 'Porto' });
  const issued = await operator('set-plan', { email: founder.email, plan: 'pro' });
  expect(issued.statusCode).toBe(200);
  const number = issued.json().invoice as string;

  const [due] = await invoicesOf(founder);
  expect(due).toMatchObject({ number, status: 'pending', amount_paid: 0, total: 3567 });
  const days = (Date.parse(due.due_date) - Date.parse(due.created)) / 86_400_000;
  expect(days).toBeCloseTo(14, 5);
  const unpaid = await pdfText(founder, due.invoice_pdf);
  expect(unpaid).toMatch(/Due by \d{1,2} \w+ \d{4}/);
  expect(unpaid).toContain('Please pay by');
  expect(unpaid).toContain('Bank transfer to IBAN PT50');
  expect(unpaid).not.toMatch(/paid/i);
  for (const words of ['CoachForge Lda', 'Rua Augusta 1', 'Portugal', 'PT501964843']) {
    expect(unpaid).toContain(words);
  }

  const recorded = await operator('record-payment', { invoice: number, paid_on: '2026-11-20' });
  expect(recorded.statusCode).toBe(200);
  const [paid] = await invoicesOf(founder);
  expect(paid).toMatchObject({ status: 'paid', amount_paid: 3567, due_date: null });
  const receipt = await pdfText(founder, paid.invoice_pdf);
  expect(receipt).toContain('Paid on 20 November 2026');
  expect(receipt).not.toContain('Please pay by');

  const twice = await operator('record-payment', { invoice: number });
  expect(twice.statusCode).toBe(409);
  expect(twice.json().error.message).toBe(`Invoice ${number} was already paid on 2026-11-20.`);
  const unknown = await operator('record-payment', { invoice: 'CF-1999-0001' });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().error.message).toBe(
    'No invoice numbered CF-1999-0001 was issued by this server.',
  );
});

it('invoices an EU business abroad under the reverse charge, its country written out', async () => {
  const buyer = await customer({
    name: 'Acme GmbH',
    country: 'DE',
    fiscal_number: 'DE136695976',
    address_line1: 'Unter den Linden 5',
    postal_code: '10117',
    city: 'Berlin',
  });
  expect((await operator('set-plan', { email: buyer.email, plan: 'pro' })).statusCode).toBe(200);
  const [invoice] = await invoicesOf(buyer);
  expect(invoice.total).toBe(2900);
  const text = await pdfText(buyer, invoice.invoice_pdf);
  for (const words of [
    'Acme GmbH',
    'DE136695976',
    'Germany',
    'VAT (0%)',
    'Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC).',
  ]) {
    expect(text).toContain(words);
  }
  expect(text).not.toMatch(/\bDE\b(?!1)/);
});

it('issues nothing, and changes no plan, while the seller is not set, and tells the operator why', async () => {
  const bare = await buildTestApp({
    env: { SEED_AGENTS: 'false', PLANS_FILE: './config/plans.json', INVOICE_SELLER_NAME: 'X' },
  });
  try {
    const founder = await signUp(bare.app);
    const res = await bare.app.inject({
      method: 'POST',
      url: '/api/admin/set-plan',
      headers: { authorization: `Bearer cfa_${bare.app.adminToken}` },
      payload: { email: founder.email, plan: 'pro' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'No invoice was issued and nothing was changed: an invoice must name its seller, so set ' +
        "INVOICE_SELLER_ADDRESS, INVOICE_SELLER_VAT, INVOICE_SELLER_COUNTRY in the server's " +
        'environment (see docs/OPERATIONS.md) and restart it.',
    );
    const as = { headers: bearer(founder.accessToken) };
    expect((await bare.app.inject({ url: '/api/subscription', ...as })).json().price_id).toBe(
      'free',
    );
    expect((await bare.app.inject({ url: '/api/invoices', ...as })).json().invoices).toEqual([]);

    // A period that cannot renew for want of a seller holds up no other period's end.
    const cancelled = await signUp(bare.app);
    const ended = new Date(Date.now() - 60_000);
    const period = { planId: 'pro', status: 'active', provider: 'local' as const };
    await bare.app.db.insert(subscriptions).values([
      { userId: founder.userId, ...period, currentPeriodEnd: ended },
      { userId: cancelled.userId, ...period, currentPeriodEnd: ended, cancelAtPeriodEnd: true },
    ]);
    const settled = await settleLocalPeriods({
      db: bare.app.db,
      config: bare.app.config.billing,
      plans: bare.app.billing.plans,
    });
    expect(settled).toMatchObject({ ended: 1, renewed: 0 });
    expect(settled.failures).toEqual([res.json().error.message]);
  } finally {
    await bare.close();
  }
});
