import { afterAll, beforeAll, expect, it } from 'vitest';
import { AgentListSchema } from '../../../shared/schemas/agent';
import { agents } from '../../db/schema';
import { bearer, signUp } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { CATALOGUE_CACHE_TTL_MS: '60000' } });
});
afterAll(() => t.close());

const names = async () =>
  AgentListSchema.parse((await t.app.inject('/api/agents')).json()).map((a) => a.name);

it('answers a repeat visitor whose page has not changed with 304', async () => {
  const first = await t.app.inject('/api/agents');
  expect(first.statusCode).toBe(200);
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^W\/".+"$/);
  const again = await t.app.inject({ url: '/api/agents', headers: { 'if-none-match': etag } });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
});

it('shows a write made here at once; another process’s waits for the time-to-live or a write here', async () => {
  const before = await names();
  // Another process writing the same database: this one's cache does not know yet.
  await t.database.db.insert(agents).values({
    name: 'Written elsewhere',
    description: 'new',
    owner: 'Someone',
    instruction: 'i',
    knowledge: 'k',
    mode: 'PUBLIC',
    status: 'active',
  });
  expect(await names()).toEqual(before);

  const ada = await signUp(t.app);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/agents',
    headers: bearer(ada.accessToken),
    payload: {
      name: 'Published here',
      description: 'new',
      instruction: 'i',
      knowledge: 'k',
      mode: 'PUBLIC',
      status: 'active',
    },
  });
  expect(created.statusCode).toBe(201);
  expect((await names()).slice(0, 2)).toEqual(['Published here', 'Written elsewhere']);
});

it('keeps one entry per page', async () => {
  const page = await t.app.inject('/api/agents?skip=1&limit=2');
  expect(page.json()).toHaveLength(2);
  const all = await t.app.inject('/api/agents');
  expect(page.json()[0].id).toBe(all.json()[1].id);
});
