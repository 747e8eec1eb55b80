import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { joinedDeltas, parseEventStream } from '../../test/sse';
import { deleteExpiredWizardSessions } from './wizard-retention';
import { answeredRun } from './wizard-test-run';

let t: TestApp;
let founder: TestAccount;
beforeAll(async () => {
  t = await buildTestApp();
  founder = await signUp(t.app);
});
afterAll(() => t.close());

const as = (account?: TestAccount) => (account ? bearer(account.accessToken) : {});
const start = async (account?: TestAccount, payload?: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/wizards/business-setup/sessions',
    headers: as(account),
    ...(payload && { payload }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; currency: string };
};
const answer = (id: string, step: string, payload: object, account?: TestAccount) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/wizard-sessions/${id}/answers/${step}`,
    headers: as(account),
    payload,
  });
const chat = (id: string, payload: object, account?: TestAccount) =>
  t.app.inject({
    method: 'POST',
    url: `/api/wizard-sessions/${id}/chat/stream`,
    headers: as(account),
    payload,
  });

describe('past plans', () => {
  it('lists only runs with an answer: a Start Wizard left before answering leaves nothing', async () => {
    const someone = await signUp(t.app);
    const left = await start(someone);
    await start(someone);
    const answered = await start(someone);
    expect((await answer(answered.id, 'industry', { answer: 'Bakery' }, someone)).statusCode).toBe(
      200,
    );
    const list = await t.app.inject({ url: '/api/wizard-sessions', headers: as(someone) });
    expect(list.json().sessions.map((s: { id: string }) => s.id)).toEqual([answered.id]);
    // The empty run still opens by its address, for the tab that started it.
    const opened = await t.app.inject({
      url: `/api/wizard-sessions/${left.id}`,
      headers: as(someone),
    });
    expect(opened.statusCode).toBe(200);
  });

  it('sweeps runs left a day without an answer or a chat, and keeps the others', async () => {
    const idle = await start(founder);
    const talked = await start(founder);
    await t.app.inject({
      method: 'POST',
      url: `/api/wizard-sessions/${talked.id}/chat`,
      headers: as(founder),
      payload: { message: 'Which structure is cheapest?', step_id: 'business_type' },
    });
    const fresh = await start(founder);
    const answered = await answeredRun(t.app, as(founder), { industry: 'Bakery' });
    for (const id of [idle.id, talked.id, answered]) {
      await t.app.db.execute(
        sql`update wizard_sessions set updated_at = now() - interval '2 days' where id = ${id}`,
      );
    }
    expect(await deleteExpiredWizardSessions(t.app.db, 12)).toBe(1);
    const seen = async (id: string) =>
      (await t.app.inject({ url: `/api/wizard-sessions/${id}`, headers: as(founder) })).statusCode;
    expect(await seen(idle.id)).toBe(404);
    for (const id of [talked.id, fresh.id, answered]) expect(await seen(id)).toBe(200);
  });
});

describe('the advisor and a submitted answer', () => {
  it('reacts to the saved answer, streamed, with the founder’s answer as their message', async () => {
    const id = await answeredRun(t.app, as(founder), { business_type: 'llc' });
    const res = await chat(id, { step_id: 'business_type', answered: true }, founder);
    expect(res.statusCode, res.body).toBe(200);
    const events = parseEventStream(res.body);
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(1);
    const reply = joinedDeltas(events);
    expect(reply).toMatch(/liab|LLC|limited/i);
    const run = (
      await t.app.inject({ url: `/api/wizard-sessions/${id}`, headers: as(founder) })
    ).json();
    expect(run.messages.map((m: { content: string }) => m.content)).toEqual([
      'My answer to “Legal structure”: Limited liability company (LLC)',
      reply,
    ]);
  });

  it('needs a saved answer to react to, and a message otherwise', async () => {
    const id = await answeredRun(t.app, as(founder), {});
    const early = await chat(id, { step_id: 'industry', answered: true }, founder);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('Save an answer to "Industry" first.');
    const empty = await chat(id, { step_id: 'industry' }, founder);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/Type a message first/);
  });
});

describe('money in the founder’s currency', () => {
  it('counts in euros by default, in the device’s currency, or the profile country’s', async () => {
    expect((await start()).currency).toBe('EUR');
    expect((await start(undefined, { currency: 'CAD' })).currency).toBe('CAD');
    const american = await signUp(t.app);
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: as(american),
      payload: { name: 'Sam', country: 'US' },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect((await start(american, { currency: 'GBP' })).currency).toBe('USD');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/wizards/business-setup/sessions',
      payload: { currency: 'XYZ' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/currency must be one of EUR, USD/);
  });

  it('takes the currency chosen with an amount for the whole run: chat and plan say it', async () => {
    const { id } = await start(founder);
    const saved = await answer(
      id,
      'initial_investment',
      { answer: '30000', currency: 'USD' },
      founder,
    );
    expect(saved.json()).toMatchObject({
      currency: 'USD',
      answers: { initial_investment: 30_000 },
    });
    await answer(id, 'monthly_costs', { answer: '4000' }, founder);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/wizard-sessions/${id}/chat`,
      headers: as(founder),
      payload: { message: 'How much runway do I have?', step_id: 'monthly_costs' },
    });
    expect(res.json().response).toContain('$30,000 ÷ $4,000 per month = **7.5 months**');
    expect(res.json().response).not.toContain('€');

    const full = await answeredRun(t.app, as(founder));
    await answer(full, 'initial_investment', { answer: '30000', currency: 'GBP' }, founder);
    const plan = await t.app.inject({
      method: 'POST',
      url: `/api/wizard-sessions/${full}/plan/stream`,
      headers: as(founder),
    });
    const markdown = joinedDeltas(parseEventStream(plan.body));
    expect(markdown).toContain('**Starting money:** £30,000');
    expect(markdown).not.toContain('€');

    // Another currency afterwards: the plan's amounts are out of date until it is rewritten.
    await answer(full, 'initial_investment', { answer: '30000', currency: 'USD' }, founder);
    const run = await t.app.inject({ url: `/api/wizard-sessions/${full}`, headers: as(founder) });
    expect(run.json().plan.stale_steps).toEqual(['initial_investment', 'monthly_costs']);
  });
});
