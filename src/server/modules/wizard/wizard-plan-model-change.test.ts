import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { user } from '../../db/auth-schema';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { FakeLlm } from '../../test/fake-llm/fake-llm-server';
import { startOpenAiFake } from '../../test/fake-llm/openai-fake';
import { parseEventStream } from '../../test/sse';
import { answeredRun } from './wizard-test-run';

const PLAN = '# Your plan\n\n## Next steps\n\n1. Open a bank account.';

let fake: FakeLlm;
let t: TestApp;
let operator: TestAccount;
let founder: TestAccount;

beforeAll(async () => {
  fake = await startOpenAiFake({ models: ['llama3.2'] });
  t = await buildTestApp({ env: { MODEL_DISCOVERY_URLS: '', LLM_MAX_RETRIES: '0' } });
  operator = await signUp(t.app);
  await t.database.db.update(user).set({ operator: true }).where(eq(user.id, operator.userId));
  founder = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const saveModel = (payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/model',
    headers: bearer(operator.accessToken),
    payload,
  });

/** Writes the plan of a fresh run and gives the stored plan's engine. */
async function planEngine(): Promise<unknown> {
  const id = await answeredRun(t.app, bearer(founder.accessToken));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/wizard-sessions/${id}/plan/stream`,
    headers: bearer(founder.accessToken),
  });
  const done = parseEventStream(res.body).at(-1)!;
  expect(done.event, res.body).toBe('done');
  return (done.data as { plan: { engine: string } }).plan.engine;
}

it('writes the next plan with the model the operators chose in the console, and back', async () => {
  expect(await planEngine()).toBe('offline');
  expect(fake.requests).toHaveLength(0);

  const saved = await saveModel({
    provider: 'openai-compatible',
    base_url: fake.url,
    model: 'llama3.2',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  fake.setBehaviour({ reply: PLAN });
  expect(await planEngine()).toBe('openai-compatible/llama3.2');
  const body = fake.requests.at(-1)!.body as { max_tokens?: number };
  // The chat's engine, given the room a plan needs rather than a chat reply's.
  expect(body.max_tokens).toBeGreaterThanOrEqual(4000);

  expect((await saveModel({ provider: 'offline' })).statusCode).toBe(200);
  const asked = fake.requests.length;
  expect(await planEngine()).toBe('offline');
  expect(fake.requests).toHaveLength(asked);
});
