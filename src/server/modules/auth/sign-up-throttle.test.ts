import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { eventually } from '../../test/eventually';

let counter = 0;
const signUpFrom = (t: TestApp, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress,
    payload: {
      email: `throttle${++counter}-${Date.now()}@example.com`,
      password: 'correct horse 1',
      name: '',
    },
  });

describe('on one node', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SEED_AGENTS: 'false', SIGN_UP_MAX_PER_IP: '3' } });
  });
  afterAll(() => t.close());

  it('lets one address sign up a few people, then answers 429 with Retry-After and a sentence', async () => {
    for (let i = 0; i < 3; i++) expect((await signUpFrom(t, '203.0.113.9')).statusCode).toBe(200);
    const refused = await signUpFrom(t, '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(refused.json().error).toEqual({
      code: 'too_many_sign_ups',
      message:
        'Too many accounts were created from your network: at most 3 an hour. Please wait 60 minutes and try again.',
      details: { retry_after_s: wait, limit: 3 },
    });
    // Another address is not held back.
    expect((await signUpFrom(t, '203.0.113.10')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64', async () => {
    for (const host of ['::1', '::2', ':abcd:ef01:2345:6789'])
      expect((await signUpFrom(t, `2001:db8:5:6${host}`)).statusCode).toBe(200);
    expect((await signUpFrom(t, '2001:db8:5:6:ffff::1')).statusCode).toBe(429);
    expect((await signUpFrom(t, '2001:db8:5:7::1')).statusCode).toBe(200);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('on two nodes sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = {
      SEED_AGENTS: 'false',
      SIGN_UP_MAX_PER_IP: '3',
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

  it('counts sign-ups from one address on both nodes together', async () => {
    expect((await signUpFrom(a, '198.51.100.44')).statusCode).toBe(200);
    expect((await signUpFrom(b, '198.51.100.44')).statusCode).toBe(200);
    expect((await signUpFrom(a, '198.51.100.44')).statusCode).toBe(200);
    expect((await signUpFrom(b, '198.51.100.44')).statusCode).toBe(429);
  });
});
