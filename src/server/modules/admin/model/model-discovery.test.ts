import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { eventually } from '../../../test/eventually';
import { startModelListFake, type ModelListFake } from '../../../test/fake-llm/model-list-fake';
import { freePort } from '../../../test/server-process';

let ollama: ModelListFake;
let vllm: ModelListFake;
let t: TestApp;
let closed: string;
const lines: string[] = [];

beforeAll(async () => {
  ollama = await startModelListFake({ ollamaTags: ['llama3.2:3b', 'gemma3:4b'] });
  vllm = await startModelListFake({ openAiModels: ['Qwen/Qwen3-8B'] });
  closed = `http://127.0.0.1:${await freePort()}`;
  t = await buildTestApp({
    env: {
      MODEL_DISCOVERY_URLS: `ollama=${ollama.root},vllm=${vllm.root},lm-studio=${closed}`,
      LOG_LEVEL: 'debug',
    },
    deps: { logStream: { write: (line) => void lines.push(line) } },
  });
});
afterAll(async () => {
  await t.close();
  await Promise.all([ollama.close(), vllm.close()]);
});

const call = (method: 'GET' | 'POST', url: string) =>
  t.app.inject({
    method,
    url: `/api/admin/model-servers${url}`,
    headers: { authorization: `Bearer cfa_${t.app.adminToken}` },
  });

const expected = () => [
  {
    kind: 'ollama',
    label: 'Ollama',
    base_url: `${ollama.root}/v1`,
    models: ['gemma3:4b', 'llama3.2:3b'],
  },
  { kind: 'vllm', label: 'vLLM', base_url: `${vllm.root}/v1`, models: ['Qwen/Qwen3-8B'] },
];

it('finds the servers that answer at start, by itself, and leaves a closed port out', async () => {
  const found = await eventually(
    async () => (await call('GET', '')).json().checked_at !== null,
    5_000,
  );
  expect(found).toBe(true);
  expect((await call('GET', '')).json().servers).toEqual(expected());
  expect(ollama.requests.map((r) => r.path)).toContain('/api/tags');
  expect(vllm.requests.map((r) => r.path)).toContain('/v1/models');
  // A port with nothing behind it is the usual case, not worth a line in the log.
  expect(lines.filter((line) => line.includes(closed))).toEqual([]);
});

it('looks again on demand, and uses none of them until an operator saves one', async () => {
  const before = (await call('GET', '')).json().checked_at as string;
  const scanned = await call('POST', '/scan');
  expect(scanned.statusCode).toBe(200);
  expect(scanned.json().servers).toEqual(expected());
  expect(scanned.json().checked_at > before).toBe(true);
  const view = await t.app.inject({
    url: '/api/admin/settings/model',
    headers: { authorization: `Bearer cfa_${t.app.adminToken}` },
  });
  expect(view.json().serving).toBe('offline');
});

it('keeps the servers from everyone but operators', async () => {
  expect((await t.app.inject({ url: '/api/admin/model-servers' })).statusCode).toBe(401);
  const scan = await t.app.inject({ method: 'POST', url: '/api/admin/model-servers/scan' });
  expect(scan.statusCode).toBe(401);
});
