import { afterAll, beforeAll, expect, it } from 'vitest';
import { AgentListSchema } from '../../../shared/schemas/agent';
import { agents } from '../../db/schema';
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

it('serves the same JSON as an uncached read, and shows writes once invalidated', async () => {
  const before = await names();
  await t.database.db.insert(agents).values({
    name: 'Brand new coach',
    description: 'new',
    owner: 'Someone',
    instruction: 'i',
    knowledge: 'k',
    mode: 'PUBLIC',
    status: 'active',
  });
  expect(await names()).toEqual(before);
  t.app.catalogueCache.invalidate();
  expect((await names())[0]).toBe('Brand new coach');
});

it('keeps one entry per page', async () => {
  const page = await t.app.inject('/api/agents?skip=1&limit=2');
  expect(page.json()).toHaveLength(2);
  const all = await t.app.inject('/api/agents');
  expect(page.json()[0].id).toBe(all.json()[1].id);
});
