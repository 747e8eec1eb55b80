import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startAnthropicFake } from '../../../test/fake-llm/anthropic-fake';
import type { FakeLlm } from '../../../test/fake-llm/fake-llm-server';
import { startModelListFake, type ModelListFake } from '../../../test/fake-llm/model-list-fake';
import { startOpenAiFake } from '../../../test/fake-llm/openai-fake';
import { freePort } from '../../../test/server-process';

const KEY = 'sk-test-secret-5150';
let openAi: FakeLlm;
let anthropic: FakeLlm;
let lists: ModelListFake;
let ollama: ModelListFake;
let t: TestApp;

beforeAll(async () => {
  openAi = await startOpenAiFake({ apiKey: KEY, models: ['qwen3', 'llama3.2'] });
  anthropic = await startAnthropicFake({ apiKey: KEY, reply: 'Ready when you are.' });
  ollama = await startModelListFake({ ollamaTags: ['gemma3:4b'] });
  lists = await startModelListFake({
    anthropic: { apiKey: KEY, models: ['claude-haiku-4-5', 'claude-sonnet-4-5'] },
  });
  t = await buildTestApp({ env: { MODEL_DISCOVERY_URLS: '' } });
});
afterAll(async () => {
  await t.close();
  await Promise.all([openAi.close(), anthropic.close(), lists.close(), ollama.close()]);
});

const post = (url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/settings/model/${url}`,
    headers: { authorization: `Bearer cfa_${t.app.adminToken}` },
    payload,
  });
const compatible = (extra: object = {}) => ({
  provider: 'openai-compatible',
  base_url: openAi.url,
  model: 'llama3.2',
  api_key: KEY,
  ...extra,
});

describe('Test', () => {
  it('answers with the reply of an OpenAI-compatible server and its latency', async () => {
    openAi.setBehaviour({ reply: 'Ready.' });
    const res = await post('test', compatible());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, reply: 'Ready.', problem: null });
    expect(res.json().latency_ms).toBeGreaterThanOrEqual(0);
    const sent = openAi.requests.at(-1)?.body as { messages: Array<{ content: string }> };
    expect(JSON.stringify(sent.messages)).toContain('say you are ready');
  });

  it('answers with the reply of Anthropic', async () => {
    const res = await post('test', {
      provider: 'anthropic',
      base_url: anthropic.url,
      api_key: KEY,
    });
    expect(res.json()).toMatchObject({ ok: true, reply: 'Ready when you are.' });
    expect((anthropic.requests.at(-1)?.body as { model: string }).model).toBe('claude-haiku-4-5');
  });

  it('says the offline engine needs nothing', async () => {
    const res = await post('test', { provider: 'offline' });
    expect(res.json()).toMatchObject({ ok: true, problem: null });
    expect(res.json().reply).toMatch(/offline engine/);
  });

  it('tells a refused key, a missing model, silence and a closed port apart', async () => {
    openAi.setBehaviour({});
    const refused = await post('test', compatible({ api_key: 'sk-wrong' }));
    expect(refused.json()).toMatchObject({
      ok: false,
      reply: null,
      problem: `${openAi.url} refused the API key (HTTP 401): check the key, and that it may use this model.`,
    });
    openAi.setBehaviour({ failStatus: 404 });
    const missing = await post('test', compatible());
    expect(missing.json().problem).toBe(
      `${openAi.url} has no model "llama3.2" (HTTP 404): pick one from the server's model list, or check the base URL.`,
    );
    openAi.setBehaviour({ timeToFirstTokenMs: 5_000 });
    const slow = await post('test', compatible({ timeout_ms: 1_000 }));
    expect(slow.json().problem).toBe(
      `No answer from ${openAi.url} within 1 s: the server may be busy or still loading the model, or the timeout is too short.`,
    );
    expect(slow.json().latency_ms).toBeLessThan(4_000);
    const closed = `http://127.0.0.1:${await freePort()}/v1`;
    const nobody = await post('test', compatible({ base_url: closed }));
    expect(nobody.json().problem).toBe(
      `Nothing answers at ${closed}: check that the server is running and the address is right.`,
    );
    openAi.setBehaviour({});
  });

  it('says what is missing before sending anything', async () => {
    const res = await post('test', { provider: 'openai' });
    expect(res.json()).toMatchObject({ ok: false, problem: 'An API key is needed for OpenAI.' });
  });
});

describe("the server's model list", () => {
  it('lists an OpenAI-compatible server’s models', async () => {
    const res = await post('models', {
      provider: 'openai-compatible',
      base_url: openAi.url,
      api_key: KEY,
    });
    expect(res.json()).toEqual({ models: ['llama3.2', 'qwen3'] });
  });

  it('lists Anthropic’s models with its headers', async () => {
    const res = await post('models', {
      provider: 'anthropic',
      base_url: `${lists.root}/v1`,
      api_key: KEY,
    });
    expect(res.json()).toEqual({ models: ['claude-haiku-4-5', 'claude-sonnet-4-5'] });
    expect(lists.requests.at(-1)?.headers['anthropic-version']).toBeTruthy();
  });

  it("falls back to Ollama's own list", async () => {
    ollama.requests.length = 0;
    const res = await post('models', {
      provider: 'openai-compatible',
      base_url: `${ollama.root}/v1`,
    });
    expect(res.json()).toEqual({ models: ['gemma3:4b'] });
    expect(ollama.requests.map((r) => r.path)).toEqual(['/v1/models', '/api/tags']);
  });

  it('answers a refusal as 502 with the reason in a sentence', async () => {
    const res = await post('models', {
      provider: 'openai-compatible',
      base_url: openAi.url,
      api_key: 'sk-no',
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(
      `${openAi.url} refused the API key (HTTP 401): check the key, and that it may use this model.`,
    );
    const closed = `http://127.0.0.1:${await freePort()}/v1`;
    const nobody = await post('models', { provider: 'openai-compatible', base_url: closed });
    expect(nobody.statusCode).toBe(502);
    expect(nobody.json().error.message).toMatch(/^Nothing answers at/);
  });
});
