import { asc } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { storedByOlderRelease } from '../test/older-migrations';
import { apiKeyRequests } from './api-keys-schema';

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A key's calls as the release before stored them: a status each, no outcome. */
const callsBefore = `
  insert into agents (id, name, description, owner, instruction, knowledge)
    values ('00000000-0000-4000-8000-000000000001', 'A', 'B', 'Owner', 'C', 'D');
  insert into api_keys (id, agent_id, name, key_type, key_prefix, lookup, secret_hash)
    values ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001',
      'Site', 'live', 'cf_live_abcd', 'abcdabcdabcd', 'hash');
  insert into api_key_requests (key_id, at, kind, method, route, status, latency_ms, origin)
  select '00000000-0000-4000-8000-000000000002', now() - (n || ' minutes')::interval, 'chat',
    'POST', '/api/chat', status, 5, origin
  from (values (1, 200, null), (2, 402, null), (3, 403, 'https://elsewhere.example'),
    (4, 403, null), (5, 429, null), (6, 500, null)) as v(n, status, origin);
`;

it('gives the calls stored before outcomes the outcome their status meant', async () => {
  const database = await storedByOlderRelease('0017_usage_outcome', async (query) => {
    await query(callsBefore);
  });
  const { app, close } = await buildTestApp({ env: { SEED_AGENTS: 'false' }, database });
  cleanups.push(close);

  const rows = await app.db
    .select({ status: apiKeyRequests.status, outcome: apiKeyRequests.outcome })
    .from(apiKeyRequests)
    .orderBy(asc(apiKeyRequests.id));
  expect(rows.map((row) => [row.status, row.outcome])).toEqual([
    [200, 'ok'],
    [402, 'refused_plan_limit'],
    [403, 'refused_origin'],
    [403, 'error'],
    [429, 'refused_key_limit'],
    [500, 'error'],
  ]);
}, 120_000);
