import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { eventually } from '../../test/eventually';
import { seededCoach } from '../../test/seeded-coach';

const QUOTA = { CHAT_TURNS_PER_DAY_VISITOR: '3', CHAT_TURNS_PER_MINUTE_VISITOR: '100' };

async function chatter(t: TestApp) {
  const coach = await seededCoach(t.app);
  return (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/chat',
      remoteAddress,
      headers,
      payload: { message: 'How much runway?', session_id: randomUUID(), agent_id: coach.id },
    });
}

describe('on one node', () => {
  let t: TestApp;
  let ask: Awaited<ReturnType<typeof chatter>>;
  beforeAll(async () => {
    t = await buildTestApp({ env: QUOTA });
    ask = await chatter(t);
  });
  afterAll(() => t.close());

  it('gives a visitor so many turns a day, then 429 saying the limit and "sign up for more"', async () => {
    for (let i = 0; i < 3; i++) expect((await ask('198.51.100.20')).statusCode).toBe(200);
    const refused = await ask('198.51.100.20');
    const free =
      t.app.billing.plans.defaultPlan.limits.chat_requests_per_day.toLocaleString('en-US');
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    const midnight = new Date(new Date().toISOString().slice(0, 10));
    midnight.setUTCDate(midnight.getUTCDate() + 1);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(Math.ceil((midnight.getTime() - Date.now()) / 1000) + 1);
    expect(refused.json().error).toEqual({
      code: 'visitor_limit',
      message: `You have sent the 3 messages a day that visitors get; they start again at midnight UTC. Sign up for more: a free account gets ${free} a day.`,
      details: { limit: 3, resets_at: midnight.toISOString(), retry_after_s: wait },
    });
    // Another visitor is not held back by this one.
    expect((await ask('198.51.100.21')).statusCode).toBe(200);
  });

  it('counts a visitor on IPv6 by their /64', async () => {
    for (const host of ['1', '2', 'abcd'])
      expect((await ask(`2001:db8:9:1::${host}`)).statusCode).toBe(200);
    expect((await ask('2001:db8:9:1:ffff::1')).statusCode).toBe(429);
    expect((await ask('2001:db8:9:2::1')).statusCode).toBe(200);
  });

  it('leaves a signed-in person on the same address to their plan', async () => {
    for (let i = 0; i < 3; i++) await ask('198.51.100.22');
    expect((await ask('198.51.100.22')).statusCode).toBe(429);
    const ada = await signUp(t.app);
    for (let i = 0; i < 5; i++)
      expect((await ask('198.51.100.22', bearer(ada.accessToken))).statusCode).toBe(200);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('on two nodes sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = {
      ...QUOTA,
      REDIS_URL: redisUrl ?? '',
      REDIS_KEY_PREFIX: `cf-test-${randomUUID().slice(0, 8)}:`,
    };
    [a, b] = await Promise.all([buildTestApp({ env }), buildTestApp({ env })]);
    for (const node of [a, b])
      expect(await eventually(async () => node.app.cluster.redis?.ready ?? false, 5_000)).toBe(
        true,
      );
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("counts a visitor's turns on both nodes together", async () => {
    const [onA, onB] = await Promise.all([chatter(a), chatter(b)]);
    expect((await onA('198.51.100.30')).statusCode).toBe(200);
    expect((await onB('198.51.100.30')).statusCode).toBe(200);
    expect((await onA('198.51.100.30')).statusCode).toBe(200);
    const refused = await onB('198.51.100.30');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('visitor_limit');
  });
});
