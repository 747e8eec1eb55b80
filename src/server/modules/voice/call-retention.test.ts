import { afterAll, beforeAll, expect, it } from 'vitest';
import { voiceCalls, voiceTurns } from '../../db/voice-schema';
import { signUp } from '../../test/accounts';
import { createKeyedAgent } from '../../test/api-key-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { deleteExpiredVoiceCalls } from './call-retention';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false' } });
});
afterAll(() => t.close());

it('deletes call records older than the retention period with their turns, and keeps newer ones', async () => {
  const agentId = await createKeyedAgent(t.app, await signUp(t.app), { voice_enabled: true });
  const call = (startedAt: Date) => ({
    agentId,
    sessionId: `s_${startedAt.getTime()}`,
    channel: 'app' as const,
    startedAt,
    sttProvider: 'local (pocketsphinx)',
    ttsProvider: 'local (espeak-ng)',
  });
  const now = new Date('2026-11-24T12:00:00Z');
  const [old] = await t.app.db
    .insert(voiceCalls)
    .values([call(new Date('2024-10-01T00:00:00Z')), call(new Date('2025-12-01T00:00:00Z'))])
    .returning({ id: voiceCalls.id });
  await t.app.db
    .insert(voiceTurns)
    .values({ callId: old!.id, turnIndex: 0, speechMs: 900, endOfSpeechAt: now });

  expect(await deleteExpiredVoiceCalls(t.app.db, 24, now)).toBe(1);
  const left = await t.app.db.select().from(voiceCalls);
  expect(left.map((row) => row.startedAt.toISOString())).toEqual(['2025-12-01T00:00:00.000Z']);
  expect(await t.app.db.select().from(voiceTurns)).toEqual([]);
});
