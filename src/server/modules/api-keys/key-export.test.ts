import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { agentWithKey, daysAgo, keyCall } from '../../test/key-usage-data';
import { exportKeyCalls } from './key-export-service';

let t: TestApp;
let owner: TestAccount;
let url: string;
let keyPrefix: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false' } });
  owner = await signUp(t.app, { name: 'Owner' });
  const { agentId, key } = await agentWithKey(t.app, owner);
  url = `/api/auth/api-keys/${agentId}/${key.id}/export`;
  keyPrefix = key.keyPrefix;
  const record = t.app.usageRecorder.record;
  record(keyCall(key.id, { at: daysAgo(3), sessionId: 'session_abcdefgh' }));
  record(
    keyCall(key.id, { at: daysAgo(1), status: 429, latencyMs: 1, outcome: 'refused_key_limit' }),
  );
  // A page origin is whatever a browser (or anyone) sends: a spreadsheet must not run it.
  record(keyCall(key.id, { at: daysAgo(0), origin: '=HYPERLINK("https://evil.example")' }));
  record(keyCall(key.id, { at: daysAgo(10) }));
});
afterAll(() => t.close());

const download = (query: string) =>
  t.app.inject({ url: `${url}?${query}`, headers: bearer(owner.accessToken) });

it('gives the window’s calls as JSON, oldest first', async () => {
  const res = await download('days=7');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  expect(res.headers['x-export-truncated']).toBeUndefined();
  const rows = res.json();
  expect(rows).toHaveLength(3);
  expect(rows[0]).toEqual({
    at: daysAgo(3).toISOString(),
    kind: 'chat',
    method: 'POST',
    route: '/api/chat',
    status: 200,
    latency_ms: 40,
    session_id: 'session_abcdefgh',
    origin: null,
    outcome: 'ok',
  });
  expect(rows.map((row: { outcome: string }) => row.outcome)).toEqual([
    'ok',
    'refused_key_limit',
    'ok',
  ]);
});

it('gives CSV with a header row, as a file named after the key and the dates', async () => {
  const res = await download('format=csv&days=7');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  const from = daysAgo(6).toISOString().slice(0, 10);
  const to = daysAgo(0).toISOString().slice(0, 10);
  expect(res.headers['content-disposition']).toBe(
    `attachment; filename="${keyPrefix}-calls-${from}-to-${to}.csv"`,
  );
  const lines = res.body.trim().split('\n');
  expect(lines[0]).toBe('at,kind,method,route,status,latency_ms,session_id,origin,outcome');
  expect(lines).toHaveLength(4);
  expect(lines[3]).toContain(`,"'=HYPERLINK(""https://evil.example"")"`);
});

it('gives just the header for a window without calls, and refuses an unknown format', async () => {
  const fresh = await agentWithKey(t.app, owner);
  const res = await t.app.inject({
    url: `/api/auth/api-keys/${fresh.agentId}/${fresh.key.id}/export?format=csv`,
    headers: bearer(owner.accessToken),
  });
  expect(res.body).toBe('at,kind,method,route,status,latency_ms,session_id,origin,outcome\n');
  const xml = await download('format=xml');
  expect(xml.statusCode).toBe(400);
  expect(xml.json().error.message).toContain('format must be json or csv');
});

it('stops at the row cap, reading page by page, and says the export was cut', async () => {
  const { key } = await agentWithKey(t.app, owner);
  for (let minute = 0; minute < 6; minute++) {
    t.app.usageRecorder.record(
      keyCall(key.id, { at: new Date(daysAgo(1).getTime() + minute * 60_000) }),
    );
  }
  await t.app.usageRecorder.flush();
  const options = { db: t.app.db, keyId: key.id, keyPrefix: key.keyPrefix, days: 7 } as const;
  const cut = await exportKeyCalls({
    ...options,
    format: 'json',
    limits: { rows: 5, pageRows: 2 },
  });
  expect(cut.truncated).toBe(true);
  const rows = JSON.parse(await text(cut.body)) as { at: string }[];
  expect(rows.map((row) => new Date(row.at).getUTCMinutes())).toEqual([0, 1, 2, 3, 4]);
  const whole = await exportKeyCalls({
    ...options,
    format: 'csv',
    limits: { rows: 6, pageRows: 2 },
  });
  expect(whole.truncated).toBe(false);
  expect((await text(whole.body)).trim().split('\n')).toHaveLength(7);
});
