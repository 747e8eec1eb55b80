import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import type { FakeLlm } from '../../../test/fake-llm/fake-llm-server';
import { startOpenAiFake } from '../../../test/fake-llm/openai-fake';

let fake: FakeLlm;
let t: TestApp;

beforeAll(async () => {
  fake = await startOpenAiFake({ models: ['x'] });
  t = await buildTestApp({ env: { MODEL_DISCOVERY_URLS: '', LLM_MODEL: 'x' } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin/settings/model${url}`,
    headers: { authorization: `Bearer cfa_${t.app.adminToken}` },
    ...(payload && { payload }),
  });

it('shows a field set in the environment as locked, with its variable', async () => {
  const view = await call('GET', '');
  expect(view.json()).toMatchObject({ model: 'x', locked: { model: 'LLM_MODEL' } });
});

it('refuses to change a locked field, and saves the others around it', async () => {
  const server = { provider: 'openai-compatible', base_url: fake.url };
  const changed = await call('PUT', '', { ...server, model: 'y' });
  expect(changed.statusCode).toBe(409);
  expect(changed.json().error.message).toBe(
    "The model is set in the server's environment (LLM_MODEL): change it there, or unset it to choose it here.",
  );
  const tested = await call('POST', '/test', { ...server, model: 'y' });
  expect(tested.statusCode).toBe(409);
  const same = await call('PUT', '', { ...server, model: 'x' });
  expect(same.statusCode).toBe(200);
  const left = await call('PUT', '', server);
  expect(left.json()).toMatchObject({
    serving: 'openai-compatible/x',
    locked: { model: 'LLM_MODEL' },
  });
});
