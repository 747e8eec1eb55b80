import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiKeyRequests, apiKeys, widgetSessions } from '../../db/api-keys-schema';
import { signUp } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { agentWithKey, daysAgo, keyCall } from '../../test/key-usage-data';
import { createUsageRecorder } from './usage-recorder';
import { deleteExpiredKeyUsage } from './usage-retention';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false' } });
});
afterAll(() => t.close());

it('deletes key usage past the retention period, keeps newer usage and the key itself', async () => {
  const { key } = await agentWithKey(t.app, await signUp(t.app));
  const recorder = createUsageRecorder({ db: t.app.db, log: t.app.log, flushEveryMs: 60_000 });
  recorder.record(keyCall(key.id, { at: daysAgo(800) }));
  recorder.record(keyCall(key.id, { at: daysAgo(2) }));
  await recorder.close();
  const widget = { keyId: key.id, agentId: key.agentId, origin: 'https://acme.example' };
  await t.app.db.insert(widgetSessions).values([
    { ...widget, sessionId: 'session_old12345', expiresAt: daysAgo(800) },
    { ...widget, sessionId: 'session_new12345', expiresAt: daysAgo(1) },
  ]);

  expect(await deleteExpiredKeyUsage(t.app.db, 24)).toBe(2);
  const sessions = await t.app.db
    .select()
    .from(widgetSessions)
    .where(eq(widgetSessions.keyId, key.id));
  expect(sessions.map((row) => row.sessionId)).toEqual(['session_new12345']);
  const left = await t.app.db.select().from(apiKeyRequests).where(eq(apiKeyRequests.keyId, key.id));
  expect(left.map((call) => call.at)).toEqual([daysAgo(2)]);
  expect(await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, key.id))).toHaveLength(1);
});
