import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import type { FakeLlm } from '../../../test/fake-llm/fake-llm-server';
import { startOpenAiFake } from '../../../test/fake-llm/openai-fake';
import { latestOperatorActions } from '../operator-log';

const KEY = 'sk-never-shown-90210';
const lines: string[] = [];
const answers: string[] = [];
let fake: FakeLlm;
let t: TestApp;

beforeAll(async () => {
  fake = await startOpenAiFake({ apiKey: KEY, models: ['llama3.2'] });
  t = await buildTestApp({
    env: { MODEL_DISCOVERY_URLS: '', LOG_LEVEL: 'debug' },
    deps: { logStream: { write: (line) => void lines.push(line) } },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer cfa_${t.app.adminToken}` },
    ...(payload && { payload }),
  });
  answers.push(res.body);
  return res;
}

it('uses the stored key, and never shows it in an answer or the log', async () => {
  const form = { provider: 'openai-compatible', base_url: fake.url, model: 'llama3.2' };
  expect(
    (await call('POST', '/api/admin/settings/model/test', { ...form, api_key: KEY })).json().ok,
  ).toBe(true);
  expect(
    (await call('PUT', '/api/admin/settings/model', { ...form, api_key: KEY })).statusCode,
  ).toBe(200);
  expect((await call('GET', '/api/admin/settings/model')).json().has_key).toBe(true);
  // Left out, the stored key is used: the fake refuses any other.
  expect((await call('POST', '/api/admin/settings/model/test', form)).json().ok).toBe(true);
  expect((await call('POST', '/api/admin/settings/model/models', form)).json().models).toEqual([
    'llama3.2',
  ]);
  fake.setBehaviour({ failStatus: 400 });
  expect((await call('POST', '/api/admin/settings/model/test', form)).json().ok).toBe(false);
  fake.setBehaviour({});
  const rows = await latestOperatorActions(t.database.db);
  expect(rows.map((row) => row.action)).toContain('model-settings');
  answers.push(JSON.stringify(rows));
  // The console's Log page, where it is registered.
  await call('GET', '/api/admin/log');
  expect(lines.length).toBeGreaterThan(0);
  for (const text of [...answers, ...lines]) expect(text).not.toContain(KEY);
  expect(fake.requests.every((r) => r.headers.authorization === `Bearer ${KEY}`)).toBe(true);
});
