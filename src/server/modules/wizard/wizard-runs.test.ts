import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { deleteExpiredWizardSessions } from './wizard-retention';
import { rowsOf } from '../../db/rows';

let t: TestApp;
let founder: TestAccount;
let stranger: TestAccount;
beforeAll(async () => {
  t = await buildTestApp();
  founder = await signUp(t.app);
  stranger = await signUp(t.app);
});
afterAll(() => t.close());

const as = (account?: TestAccount) => (account ? bearer(account.accessToken) : {});
const start = async (account?: TestAccount) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/wizards/business-setup/sessions',
    headers: as(account),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; owned: boolean };
};
const answer = (id: string, step: string, value: unknown, account?: TestAccount) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/wizard-sessions/${id}/answers/${step}`,
    headers: as(account),
    payload: { answer: value },
  });

describe('the business-setup wizard', () => {
  it('is seeded with the spec’s three steps among the ones a founder needs', async () => {
    const list = (await t.app.inject('/api/wizards')).json();
    expect(list.wizards).toEqual([
      expect.objectContaining({ id: 'business-setup', steps_count: 9 }),
    ]);
    const wizard = (await t.app.inject('/api/wizards/business-setup')).json();
    const steps = wizard.steps.map((s: { id: string; question: { type: string } }) => [
      s.id,
      s.question.type,
    ]);
    expect(steps).toEqual(
      expect.arrayContaining([
        ['business_type', 'options'],
        ['industry', 'freetext'],
        ['initial_investment', 'float'],
        ['location', 'freetext'],
        ['founders', 'int'],
      ]),
    );
    expect(wizard.steps[0].question.options.map((o: { value: string }) => o.value)).toEqual([
      'llc',
      'corp',
      'sole',
      'partnership',
    ]);
    const coach = (await t.app.inject(`/api/agents/${wizard.agent_id}`)).json();
    expect(coach.name).toBe('Business Setup Advisor');
    expect((await t.app.inject('/api/wizards/tax-return')).statusCode).toBe(404);
  });
});

describe('a founder’s run', () => {
  it('keeps each answer as it is given, by the step’s type, and resumes where they were', async () => {
    const run = await start(founder);
    expect(run.owned).toBe(true);
    expect((await answer(run.id, 'business_type', 'llc', founder)).statusCode).toBe(200);
    expect((await answer(run.id, 'founders', '2', founder)).statusCode).toBe(200);
    const saved = await answer(run.id, 'initial_investment', '€25k', founder);
    expect(saved.json()).toMatchObject({
      answers: { business_type: 'llc', founders: 2, initial_investment: 25_000 },
      current_step: 'initial_investment',
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/wizard-sessions/${run.id}/progress`,
      headers: as(founder),
      payload: { current_step: 'industry' },
    });
    const resumed = (
      await t.app.inject({ url: `/api/wizard-sessions/${run.id}`, headers: as(founder) })
    ).json();
    expect(resumed).toMatchObject({ current_step: 'industry', plan: null, messages: [] });
    expect(Object.keys(resumed.answers)).toHaveLength(3);

    const list = (await t.app.inject({ url: '/api/wizard-sessions', headers: as(founder) })).json();
    expect(list.sessions[0]).toMatchObject({ id: run.id, answered: 3, steps_count: 9 });
  });

  it('refuses an unreadable number with a sentence, and keeps the earlier answer', async () => {
    const run = await start(founder);
    await answer(run.id, 'initial_investment', 10_000, founder);
    const refused = await answer(run.id, 'initial_investment', 'lots', founder);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual({
      code: 'invalid_answer',
      message: 'Please enter a number, for example 25000.',
    });
    expect((await answer(run.id, 'founders', '0', founder)).json().error.message).toBe(
      'Please enter a number between 1 and 20.',
    );
    expect((await answer(run.id, 'business_type', 'co-op', founder)).statusCode).toBe(422);
    expect((await answer(run.id, 'no_such_step', 'x', founder)).statusCode).toBe(404);
    expect((await answer(run.id, 'industry', '   ', founder)).statusCode).toBe(400);
    expect((await answer(run.id, 'industry', { nested: true }, founder)).statusCode).toBe(400);
    const kept = (
      await t.app.inject({ url: `/api/wizard-sessions/${run.id}`, headers: as(founder) })
    ).json();
    expect(kept.answers).toEqual({ initial_investment: 10_000 });
  });

  it('keeps both answers saved at once from two tabs', async () => {
    const run = await start(founder);
    await Promise.all([
      answer(run.id, 'industry', 'Dental software', founder),
      answer(run.id, 'location', 'Portugal', founder),
      answer(run.id, 'founders', 3, founder),
    ]);
    const kept = (
      await t.app.inject({ url: `/api/wizard-sessions/${run.id}`, headers: as(founder) })
    ).json();
    expect(kept.answers).toEqual({
      industry: 'Dental software',
      location: 'Portugal',
      founders: 3,
    });
  });

  it('is the founder’s alone: a stranger and a visitor find nothing', async () => {
    const run = await start(founder);
    for (const who of [stranger, undefined]) {
      const seen = await t.app.inject({ url: `/api/wizard-sessions/${run.id}`, headers: as(who) });
      expect(seen.statusCode).toBe(404);
      expect((await answer(run.id, 'industry', 'Spam', who)).statusCode).toBe(404);
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/wizard-sessions/${run.id}`,
        headers: as(who),
      });
      expect(deleted.statusCode).toBe(404);
    }
    const strangers = (
      await t.app.inject({ url: '/api/wizard-sessions', headers: as(stranger) })
    ).json();
    expect(strangers.sessions.map((s: { id: string }) => s.id)).not.toContain(run.id);
    expect((await t.app.inject('/api/wizard-sessions')).statusCode).toBe(401);
    expect((await t.app.inject('/api/wizard-sessions/not-a-uuid')).statusCode).toBe(400);
  });

  it('deletes a run with its chat', async () => {
    const run = await start(founder);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/wizard-sessions/${run.id}`,
      headers: as(founder),
    });
    expect(del.statusCode).toBe(204);
    const gone = await t.app.inject({
      url: `/api/wizard-sessions/${run.id}`,
      headers: as(founder),
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe('a visitor’s run', () => {
  it('is held by its id, and becomes the founder’s when they sign in', async () => {
    const run = await start();
    expect(run.owned).toBe(false);
    expect((await answer(run.id, 'industry', 'Bakery')).statusCode).toBe(200);
    const claimedByVisitor = await t.app.inject({
      method: 'POST',
      url: `/api/wizard-sessions/${run.id}/claim`,
    });
    expect(claimedByVisitor.statusCode).toBe(401);
    const claimed = await t.app.inject({
      method: 'POST',
      url: `/api/wizard-sessions/${run.id}/claim`,
      headers: as(founder),
    });
    expect(claimed.json()).toMatchObject({ owned: true, answers: { industry: 'Bakery' } });
    expect((await t.app.inject(`/api/wizard-sessions/${run.id}`)).statusCode).toBe(404);
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/wizard-sessions/${run.id}/claim`,
      headers: as(stranger),
    });
    expect(late.statusCode).toBe(404);
  });
});

describe('a run’s chat', () => {
  const talk = (id: string, message: string, account?: TestAccount) =>
    t.app.inject({
      method: 'POST',
      url: `/api/wizard-sessions/${id}/chat`,
      headers: as(account),
      payload: { message, step_id: 'industry' },
    });
  const said = async (id: string, account?: TestAccount) =>
    (await t.app.inject({ url: `/api/wizard-sessions/${id}`, headers: as(account) }))
      .json()
      .messages.map((m: { content: string }) => m.content);
  const chatRows = async (id: string) =>
    rowsOf<{ scope: string }>(
      await t.database.db.execute(
        sql`select scope from conversations where session_id = ${`wizard-${id}`}`,
      ),
    ).map((row) => row.scope);

  it('goes with the run to the founder who claims it, and is deleted with it', async () => {
    const run = await start();
    expect((await talk(run.id, 'What licence does a bakery need?')).statusCode).toBe(200);
    expect((await said(run.id))[0]).toBe('What licence does a bakery need?');
    await t.app.inject({
      method: 'POST',
      url: `/api/wizard-sessions/${run.id}/claim`,
      headers: as(founder),
    });
    expect((await said(run.id, founder))[0]).toBe('What licence does a bakery need?');
    expect((await talk(run.id, 'And insurance?', founder)).json().message_index).toBe(3);
    expect(await said(run.id, founder)).toHaveLength(4);
    expect(await chatRows(run.id)).toEqual([`user:${founder.userId}`]);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/wizard-sessions/${run.id}`,
      headers: as(founder),
    });
    expect(del.statusCode).toBe(204);
    expect(await chatRows(run.id)).toEqual([]);
  });
});

describe('what the wizard is not for', () => {
  it('refuses an API key: the wizard is used in the app', async () => {
    const agent = await t.app.inject({
      method: 'POST',
      url: '/api/agents',
      headers: as(founder),
      payload: { name: 'Desk', description: 'd', instruction: 'i', knowledge: 'k' },
    });
    const key = await t.app.inject({
      method: 'POST',
      url: `/api/auth/api-keys/${agent.json().id}`,
      headers: as(founder),
      payload: { name: 'Server' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wizards/business-setup/sessions',
      headers: bearer(key.json().secret_key),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/used in the CoachForge app/);
  });
});

describe('retention', () => {
  it('deletes runs untouched for the retention period, and keeps the others', async () => {
    const old = await start(founder);
    const fresh = await start(founder);
    await t.app.db.execute(
      sql`update wizard_sessions set updated_at = now() - interval '13 months' where id = ${old.id}`,
    );
    expect(await deleteExpiredWizardSessions(t.app.db, 12)).toBe(1);
    const seen = async (id: string) =>
      (await t.app.inject({ url: `/api/wizard-sessions/${id}`, headers: as(founder) })).statusCode;
    expect(await seen(old.id)).toBe(404);
    expect(await seen(fresh.id)).toBe(200);
  });
});
