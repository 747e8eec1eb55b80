import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { apiKeyRequests, apiKeys } from '../../db/api-keys-schema';
import { signUp, type TestAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { agentWithKey, daysAgo, keyCall } from '../../test/key-usage-data';
import { createUsageRecorder } from './usage-recorder';

let t: TestApp;
let owner: TestAccount;
beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false' } });
  owner = await signUp(t.app);
});
afterAll(() => t.close());

const recorderFor = (options: { flushEveryMs?: number; flushAtRows?: number } = {}) =>
  createUsageRecorder({ db: t.app.db, log: t.app.log, flushEveryMs: 60_000, ...options });

const callsOf = (keyId: string) =>
  t.app.db.select().from(apiKeyRequests).where(eq(apiKeyRequests.keyId, keyId));

async function lastUsedAt(keyId: string) {
  const [row] = await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, keyId));
  return row?.lastUsedAt;
}

it('stores nothing until a flush, then every call, and last_used_at only moves forward', async () => {
  const { key } = await agentWithKey(t.app, owner);
  const recorder = recorderFor();
  recorder.record(keyCall(key.id, { at: daysAgo(1) }));
  recorder.record(keyCall(key.id, { at: daysAgo(0), sessionId: 'session_12345678' }));
  expect(await callsOf(key.id)).toHaveLength(0);
  await recorder.flush();
  expect(await callsOf(key.id)).toHaveLength(2);
  expect(await lastUsedAt(key.id)).toEqual(daysAgo(0));

  // Calls arrive out of order across nodes: an older one never moves the time back.
  recorder.record(keyCall(key.id, { at: daysAgo(3) }));
  await recorder.close();
  expect(await callsOf(key.id)).toHaveLength(3);
  expect(await lastUsedAt(key.id)).toEqual(daysAgo(0));
});

it('keeps the calls through a failed write and stores them on the next one', async () => {
  const { key } = await agentWithKey(t.app, owner);
  const recorder = recorderFor();
  recorder.record(keyCall(key.id));
  // A real failure: the table is briefly unavailable.
  await t.app.db.execute(sql`alter table api_key_requests rename to api_key_requests_away`);
  await expect(recorder.flush()).rejects.toThrow();
  recorder.record(keyCall(key.id));
  await t.app.db.execute(sql`alter table api_key_requests_away rename to api_key_requests`);
  await recorder.flush();
  expect(await callsOf(key.id)).toHaveLength(2);
  await recorder.close();
});

it('drops the calls of a key deleted meanwhile without losing the others', async () => {
  const kept = await agentWithKey(t.app, owner);
  const gone = await agentWithKey(t.app, owner);
  const recorder = recorderFor();
  recorder.record(keyCall(gone.key.id));
  recorder.record(keyCall(kept.key.id));
  await t.app.db.delete(apiKeys).where(eq(apiKeys.id, gone.key.id));
  await recorder.flush();
  expect(await callsOf(kept.key.id)).toHaveLength(1);
  await recorder.close();
});

it('writes on its own: every interval, and at once when the buffer is full', async () => {
  const { key } = await agentWithKey(t.app, owner);
  const timed = recorderFor({ flushEveryMs: 20 });
  timed.record(keyCall(key.id));
  await vi.waitFor(async () => expect(await callsOf(key.id)).toHaveLength(1));
  await timed.close();

  const full = recorderFor({ flushAtRows: 3 });
  for (let i = 0; i < 3; i++) full.record(keyCall(key.id));
  await vi.waitFor(async () => expect(await callsOf(key.id)).toHaveLength(4));
  await full.close();
});

it("writes the app's buffered calls when the app closes", async () => {
  const own = await buildTestApp({ env: { SEED_AGENTS: 'false' } });
  const { key } = await agentWithKey(own.app, await signUp(own.app));
  own.app.usageRecorder.record(keyCall(key.id));
  await own.app.close();
  const rows = await own.database.db
    .select()
    .from(apiKeyRequests)
    .where(eq(apiKeyRequests.keyId, key.id));
  await own.database.close();
  expect(rows).toHaveLength(1);
});
