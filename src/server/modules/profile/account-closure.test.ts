import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/auth-schema';
import { invoices, subscriptions } from '../../db/billing-schema';
import { agents } from '../../db/schema';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { createApiKey, createKeyedAgent } from '../../test/api-key-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const close = (token: string | undefined, confirm_email: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/profile/close',
    headers: token ? bearer(token) : {},
    payload: { confirm_email },
  });

const monthsAfter = (date: Date, months: number) => {
  const at = new Date(date);
  at.setUTCMonth(at.getUTCMonth() + months);
  return at;
};

describe('closing an account from /profile', () => {
  let person: TestAccount;
  let agentId: string;
  let secret: string;

  beforeAll(async () => {
    person = await signUp(t.app);
    agentId = await createKeyedAgent(t.app, person, { mode: 'PUBLIC', name: 'Closing Coach' });
    secret = (await createApiKey(t.app, person, agentId)).secret_key;
  });

  it('is refused to visitors, and without the right confirmation', async () => {
    expect((await close(undefined, person.email)).statusCode).toBe(401);
    const empty = await close(person.accessToken, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/Type your account's e-mail/);
    const wrong = await close(person.accessToken, 'someone@else.example');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.code).toBe('confirmation_mismatch');
    const stillThere = await t.app.inject({
      url: '/api/profile',
      headers: bearer(person.accessToken),
    });
    expect(stillThere.statusCode).toBe(200);
  });

  it('is refused while a paid plan would renew', async () => {
    const payer = await signUp(t.app);
    await t.database.db.insert(subscriptions).values({
      userId: payer.userId,
      planId: 'pro',
      status: 'active',
      provider: 'local',
      currentPeriodEnd: monthsAfter(new Date(), 1),
    });
    const refused = await close(payer.accessToken, payer.email);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/Cancel it on the Billing page first/);
  });

  it('signs out everywhere, revokes keys, hides agents and refuses sign-in', async () => {
    const closed = await close(person.accessToken, ` ${person.email.toUpperCase()} `);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().message).toMatch(/Its data will be deleted on \d{4}-\d{2}-\d{2}/);
    const deleteAfter = new Date(closed.json().delete_after);
    expect(deleteAfter.getTime()).toBe(
      monthsAfter(new Date(closed.json().closed_at), 12).getTime(),
    );

    const profile = await t.app.inject({
      url: '/api/profile',
      headers: bearer(person.accessToken),
    });
    expect(profile.statusCode).toBe(401);
    const keyCall = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: bearer(secret),
      payload: { message: 'Hi', session_id: 'closed-account-1', agent_id: agentId },
    });
    expect(keyCall.statusCode).toBe(401);
    const catalogue = await t.app.inject({ url: '/api/agents?limit=100' });
    expect(catalogue.body).not.toContain('Closing Coach');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: t.app.config.publicUrl },
      payload: { email: person.email, password: 'correct horse 1' },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error.message).toMatch(/This account was closed on \d{4}-\d{2}-\d{2}/);
  });

  it('is deleted by the daily job 12 months after closure, keeping issued invoices', async () => {
    const { db } = t.database;
    await db.insert(invoices).values({
      userId: person.userId,
      provider: 'local',
      number: 'CF-TEST-1',
      description: 'Pro plan',
      currency: 'eur',
      subtotal: 2900,
      total: 2900,
      status: 'paid',
    });
    const [row] = await db.select().from(user).where(eq(user.id, person.userId));
    const closedAt = row?.closedAt ?? new Date();

    const early = await t.app.retention.sweep(monthsAfter(closedAt, 11));
    expect(early?.closedAccounts).toBe(0);
    expect(await db.select().from(user).where(eq(user.id, person.userId))).toHaveLength(1);

    // Two nodes' jobs at once: one deletes, the other finds nothing (or waits its turn).
    const later = new Date(monthsAfter(closedAt, 12).getTime() + 60_000);
    const both = await Promise.all([t.app.retention.sweep(later), t.app.retention.sweep(later)]);
    expect(both.reduce((sum, result) => sum + (result?.closedAccounts ?? 0), 0)).toBe(1);
    expect(await db.select().from(user).where(eq(user.id, person.userId))).toHaveLength(0);
    expect(await db.select().from(agents).where(eq(agents.id, agentId))).toHaveLength(0);
    const [kept] = await db.select().from(invoices).where(eq(invoices.number, 'CF-TEST-1'));
    expect(kept).toMatchObject({ userId: null, total: 2900 });
  });
});
