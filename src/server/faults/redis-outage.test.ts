import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type TestAccount } from '../test/accounts';
import { createApiKey, createKeyedAgent } from '../test/api-key-fixtures';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { eventually } from '../test/eventually';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';

const redisUrl = process.env.TEST_REDIS_URL;
const prefix = `cf-test-${randomUUID().slice(0, 8)}:`;

/**
 * Redis stops (a relay in front of the machine's Redis drops its connections and refuses
 * new ones): limits go on counting on this node, a warning is logged, nothing answers 500,
 * and shared counting resumes when Redis returns.
 */
describe.skipIf(!redisUrl)('when Redis stops and returns', () => {
  let proxy: TcpProxy;
  let test: TestApp;
  let owner: TestAccount;
  let agentId: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    const target = new URL(redisUrl ?? '');
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    test = await buildTestApp({
      env: {
        REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
        REDIS_KEY_PREFIX: prefix,
        LOG_LEVEL: 'warn',
      },
      deps: { logStream: { write: (line: string) => void logLines.push(line) } },
    });
    owner = await signUp(test.app);
    agentId = await createKeyedAgent(test.app, owner);
    expect(await eventually(async () => test.app.cluster.redis?.ready ?? false, 5_000)).toBe(true);
  });

  afterAll(async () => {
    await test?.close();
    await proxy?.close();
  });

  const chat = (secret: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: bearer(secret),
      payload: { message: 'Hello?', session_id: `redis-${randomUUID()}`, agent_id: agentId },
    });

  it('limits on this node with a logged warning, answers no 500, and shares again on return', async () => {
    const key = await createApiKey(test.app, owner, agentId, {
      key_type: 'test',
      rate_limit_per_hour: 4,
    });
    await proxy.cut();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await chat(key.secret_key)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);

    const signIn = await test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: test.app.config.publicUrl },
      payload: { email: owner.email, password: 'correct horse 1' },
    });
    expect(signIn.statusCode).toBe(200);
    const health = (await test.app.inject({ url: '/api/health' })).json();
    expect(health.status).toBe('degraded');
    expect(health.shared_state).toMatchObject({ kind: 'redis', ok: false });
    expect(health.shared_state.problem).toMatch(/each node limits requests on its own/);
    const warnings = logLines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(warnings.some((line) => line.level === 40 && /redis/.test(line.msg))).toBe(true);
    expect(logLines.some((line) => /"level":50/.test(line))).toBe(false);

    await proxy.restore();
    expect(await eventually(async () => test.app.cluster.redis?.ready ?? false, 10_000)).toBe(true);
    // Counting is Redis' again: a fresh key starts from its own limit there.
    const shared = await createApiKey(test.app, owner, agentId, {
      key_type: 'test',
      rate_limit_per_hour: 2,
    });
    const after = [];
    for (let i = 0; i < 3; i += 1) after.push((await chat(shared.secret_key)).statusCode);
    expect(after).toEqual([200, 200, 429]);
    const direct = new Redis(redisUrl ?? '');
    const counted = await direct.keys(`${prefix}key-rate:${shared.id}:*`);
    expect(counted).toHaveLength(1);
    expect(await direct.get(counted[0] ?? '')).toBe('2');
    direct.disconnect();
    expect((await test.app.inject({ url: '/api/health' })).json().shared_state.ok).toBe(true);
  });
});
