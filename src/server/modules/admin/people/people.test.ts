import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageCounters } from '../../../db/billing-schema';
import { bearer, signUp, type TestAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { eventually } from '../../../test/eventually';
import { usageDayOf } from '../../billing/usage/usage-day';

let t: TestApp;
let operator: TestAccount;
let ana: TestAccount;
let listed: TestAccount;
beforeAll(async () => {
  t = await buildTestApp({
    env: {
      SEED_AGENTS: 'false',
      OPERATOR_EMAILS: 'boss@example.com',
      // A priced plan is invoiced: the seller's details must be known.
      INVOICE_SELLER_NAME: 'CoachForge Lda',
      INVOICE_SELLER_ADDRESS: 'Rua Augusta 1|1100-048 Lisboa',
      INVOICE_SELLER_VAT: 'PT501964843',
    },
  });
  listed = await signUp(t.app, { email: 'boss@example.com' });
  operator = listed;
  ana = await signUp(t.app, { email: 'ana_silva@example.com', name: 'Ana Silva' });
  await signUp(t.app, { email: 'anaxsilva@example.com' });
  // Ana uses the app: her last activity is noted in the background.
  await t.app.inject({ url: '/api/profile', headers: bearer(ana.accessToken) });
  await t.app.db.insert(usageCounters).values([
    { accountId: ana.userId, metric: 'chat_requests', day: usageDayOf(new Date()), used: 7 },
    { accountId: ana.userId, metric: 'voice_seconds', day: usageDayOf(new Date()), used: 90 },
    { accountId: ana.userId, metric: 'chat_requests', day: '2020-01-01', used: 500 },
  ]);
});
afterAll(() => t.close());

const asOperator = (url: string, payload?: object) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    headers: bearer(operator.accessToken),
    ...(payload && { payload }),
  });

describe('GET /api/admin/people', () => {
  it('lists accounts newest first with plan, usage today, and who is an operator', async () => {
    const res = await asOperator('/api/admin/people');
    expect(res.statusCode).toBe(200);
    const { people, total } = res.json();
    expect(total).toBe(3);
    expect(people.map((p: { email: string }) => p.email)).toEqual([
      'anaxsilva@example.com',
      'ana_silva@example.com',
      'boss@example.com',
    ]);
    expect(people[1]).toMatchObject({
      id: ana.userId,
      name: 'Ana Silva',
      plan: { id: 'free' },
      usage_today: { chat_requests: 7, voice_seconds: 90 },
      disabled: false,
      operator: false,
      operator_locked: false,
    });
    const lastActive = async () =>
      (await asOperator('/api/admin/people?q=ana_silva')).json().people[0].last_active_at;
    expect(await eventually(async () => (await lastActive()) !== null, 5_000)).toBe(true);
    expect(people[2]).toMatchObject({ operator: true, operator_locked: true });
  });

  it('finds by e-mail or name in any case, taking _ and % literally', async () => {
    const byName = (await asOperator('/api/admin/people?q=ANA%20SIL')).json();
    expect(byName.people.map((p: { id: string }) => p.id)).toEqual([ana.userId]);
    const literal = (await asOperator('/api/admin/people?q=ana_')).json();
    expect(literal.total).toBe(1);
    const page2 = (await asOperator('/api/admin/people?page=2')).json();
    expect(page2).toEqual({ people: [], total: 3 });
    const bad = await asOperator('/api/admin/people?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/page/);
  });
});

describe('actions on one account', () => {
  it('sets the plan, disables and enables, and logs each change', async () => {
    const plan = await asOperator(`/api/admin/people/${ana.userId}/plan`, { plan: 'pro' });
    expect(plan.statusCode).toBe(200);
    const listedNow = (await asOperator('/api/admin/people?q=ana_silva')).json().people[0];
    expect(listedNow.plan).toEqual({ id: 'pro', name: expect.any(String) });
    const unknown = await asOperator(`/api/admin/people/${ana.userId}/plan`, { plan: 'gold' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/^No plan "gold"; the plans are: /);

    const off = await asOperator(`/api/admin/people/${ana.userId}/disable`, { disabled: true });
    expect(off.json()).toEqual({ userId: ana.userId, sessionsEnded: 1 });
    const api = await t.app.inject({ url: '/api/profile', headers: bearer(ana.accessToken) });
    expect(api.statusCode).toBe(401);
    const on = await asOperator(`/api/admin/people/${ana.userId}/disable`, { disabled: false });
    expect(on.statusCode).toBe(200);

    const log = (await asOperator('/api/admin/log')).json().entries;
    expect(log.slice(0, 3)).toMatchObject([
      { actor: 'boss@example.com', action: 'enable-user', detail: { email: ana.email } },
      { action: 'disable-user' },
      { action: 'set-plan', detail: { email: ana.email, plan: 'pro' } },
    ]);
  });

  it('refuses in sentences: an unknown id, disabling oneself, revoking a listed operator', async () => {
    const ghost = await asOperator('/api/admin/people/nobody-here/disable', { disabled: true });
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json().error.message).toBe(
      'No account has the id nobody-here; reload the list of people.',
    );
    const self = await asOperator(`/api/admin/people/${operator.userId}/disable`, {
      disabled: true,
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toMatch(/cannot disable your own account/);
    const locked = await asOperator(`/api/admin/people/${listed.userId}/operator`, {
      operator: false,
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe(
      "boss@example.com is listed in OPERATOR_EMAILS in the server's environment: remove it there and restart the server to revoke it.",
    );
  });

  it('grants an operator, who may step down while another operator is left', async () => {
    const deputy = await signUp(t.app);
    const granted = await asOperator(`/api/admin/people/${deputy.userId}/operator`, {
      operator: true,
    });
    expect(granted.json()).toEqual({ id: deputy.userId, email: deputy.email, operator: true });
    const stepDown = await t.app.inject({
      method: 'POST',
      url: `/api/admin/people/${deputy.userId}/operator`,
      headers: bearer(deputy.accessToken),
      payload: { operator: false },
    });
    expect(stepDown.statusCode).toBe(200);
    const after = await t.app.inject({
      url: '/api/admin/log',
      headers: bearer(deputy.accessToken),
    });
    expect(after.statusCode).toBe(403);
  });
});
