import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../../db/auth-schema';
import { bearer, signUp, type TestAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import type { FakeLlm } from '../../../test/fake-llm/fake-llm-server';
import { startOpenAiFake } from '../../../test/fake-llm/openai-fake';
import { seededCoach } from '../../../test/seeded-coach';
import { latestOperatorActions } from '../operator-log';

const KEY = 'sk-local-secret-7731';
let fake: FakeLlm;
let t: TestApp;
let operator: TestAccount;

beforeAll(async () => {
  fake = await startOpenAiFake({ apiKey: KEY, models: ['llama3.2'] });
  t = await buildTestApp({ env: { MODEL_DISCOVERY_URLS: '', LLM_MAX_RETRIES: '0' } });
  operator = await signUp(t.app);
  await t.database.db.update(user).set({ operator: true }).where(eq(user.id, operator.userId));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const settings = (method: 'GET' | 'PUT', payload?: object, who = operator) =>
  t.app.inject({
    method,
    url: '/api/admin/settings/model',
    headers: bearer(who.accessToken),
    ...(payload && { payload }),
  });
const local = (extra: object = {}) => ({
  provider: 'openai-compatible',
  base_url: fake.url,
  model: 'llama3.2',
  ...extra,
});
const chat = async (message: string) => {
  const coach = await seededCoach(t.app);
  const payload = { message, session_id: crypto.randomUUID(), agent_id: coach.id };
  return t.app.inject({ method: 'POST', url: '/api/chat', payload });
};

describe('the language model setting', () => {
  it('shows the offline engine on a fresh install, with nothing locked', async () => {
    const res = await settings('GET');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      provider: 'offline',
      base_url: null,
      model: null,
      has_key: false,
      timeout_ms: 60_000,
      locked: {},
      serving: 'offline',
    });
  });

  it('refuses people who are not operators', async () => {
    const someone = await signUp(t.app);
    expect((await settings('GET', undefined, someone)).statusCode).toBe(403);
    expect((await settings('PUT', local(), someone)).statusCode).toBe(403);
  });

  it('saves a server, and the next chat turn is answered by its model', async () => {
    const saved = await settings('PUT', local({ api_key: KEY, timeout_ms: 30_000 }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      provider: 'openai-compatible',
      base_url: fake.url,
      model: 'llama3.2',
      has_key: true,
      timeout_ms: 30_000,
      serving: 'openai-compatible/llama3.2',
    });
    const answer = await chat('How do I price a pilot?');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      response: 'Fake reply to: How do I price a pilot?',
      engine: 'openai-compatible/llama3.2',
    });
    expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${KEY}`);
    const [entry] = await latestOperatorActions(t.database.db, 1);
    expect(entry).toMatchObject({
      actor: operator.email,
      action: 'model-settings',
      detail: { provider: 'openai-compatible', model: 'llama3.2', api_key: 'set' },
    });
    expect(JSON.stringify(entry)).not.toContain(KEY);
  });

  it('keeps the stored key when the form leaves it out, and removes it on null', async () => {
    await settings('PUT', local({ api_key: KEY }));
    const kept = await settings('PUT', local({ model: 'llama3.2' }));
    expect(kept.json().has_key).toBe(true);
    expect((await chat('Still there?')).json().engine).toBe('openai-compatible/llama3.2');
    const removed = await settings('PUT', local({ api_key: null }));
    expect(removed.json().has_key).toBe(false);
  });

  it('does not carry a key to another server when only the address changes', async () => {
    await settings('PUT', local({ api_key: KEY }));
    const moved = await settings('PUT', local({ base_url: 'http://127.0.0.1:9/v1' }));
    expect(moved.statusCode).toBe(200);
    expect(moved.json().has_key).toBe(false);
  });

  it('refuses settings that cannot work, in a sentence, and keeps the model in force', async () => {
    await settings('PUT', local({ api_key: KEY }));
    const noModel = await settings('PUT', { provider: 'openai-compatible', base_url: fake.url });
    expect(noModel.statusCode).toBe(400);
    expect(noModel.json().error.message).toBe('Choose which model of the server to use.');
    const noKey = await settings('PUT', { provider: 'anthropic' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.message).toBe('An API key is needed for Anthropic.');
    const badUrl = await settings('PUT', local({ base_url: 'ftp://example.com' }));
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().error.message).toMatch(/http:\/\/… or https:\/\/…/);
    expect((await settings('GET')).json().serving).toBe('openai-compatible/llama3.2');
  });

  it('goes back to the offline engine when saved so', async () => {
    const offline = await settings('PUT', { provider: 'offline' });
    expect(offline.json()).toMatchObject({ provider: 'offline', serving: 'offline' });
    expect((await chat('Hello?')).json().engine).toBe('offline');
  });
});
