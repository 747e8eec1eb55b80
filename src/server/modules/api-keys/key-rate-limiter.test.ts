import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyRateLimiter } from './key-rate-limiter';
import { createRedisRateStore } from './key-rate-redis-store';

const HOUR = 3_600_000;

describe('the per-key sliding window', () => {
  it('lets exactly the limit through when calls arrive together', async () => {
    const limiter = createKeyRateLimiter();
    const now = 10 * HOUR + 1000;
    const decisions = await Promise.all(
      Array.from({ length: 50 }, () => limiter.consume('k', 20, now)),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(20);
    const refused = decisions.find((d) => !d.allowed);
    expect(refused?.remaining).toBe(0);
    // All 20 sit in this hour: room returns once they weigh 19 in the next, 3 minutes in.
    expect(refused?.resetAt.getTime()).toBeGreaterThanOrEqual(11 * HOUR + 180_000);
    expect(refused?.resetAt.getTime()).toBeLessThanOrEqual(11 * HOUR + 180_001);
  });

  it('weighs the previous hour by how much of it the last 60 minutes still cover', async () => {
    const limiter = createKeyRateLimiter();
    for (let i = 0; i < 10; i++) await limiter.consume('k', 10, 5 * HOUR);
    // A quarter into the next hour, 75 % of the previous 10 still count: 7.5 used, 2 left.
    const quarter = 6 * HOUR + HOUR / 4;
    expect((await limiter.state('k', 10, quarter)).remaining).toBe(2);
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => limiter.consume('k', 10, quarter)),
    );
    expect(burst.filter((d) => d.allowed)).toHaveLength(2);
    // Two hours on, the old hour no longer counts at all.
    expect((await limiter.state('k', 10, 8 * HOUR)).remaining).toBe(10);
  });

  it('says when a refused key has room again', async () => {
    const limiter = createKeyRateLimiter();
    for (let i = 0; i < 4; i++) await limiter.consume('k', 4, 0);
    const refused = await limiter.consume('k', 4, HOUR + 1);
    expect(refused.allowed).toBe(false);
    // 4 * weight <= 3 once a quarter of the new hour has passed.
    expect(refused.resetAt.getTime()).toBe(HOUR + HOUR / 4);
    expect(refused.retryAfterSeconds).toBe(900);
    expect((await limiter.consume('k', 4, HOUR + HOUR / 4 - 1000)).allowed).toBe(false);
    expect((await limiter.consume('k', 4, HOUR + HOUR / 4)).allowed).toBe(true);
  });
});

/** Ten calls in one hour, then calls a quarter into the next: the previous hour fades. */
async function quarterInto(limiter: ReturnType<typeof createKeyRateLimiter>, key: string) {
  for (let i = 0; i < 10; i++) await limiter.consume(key, 10, 5 * HOUR);
  const quarter = 6 * HOUR + HOUR / 4;
  const first = await limiter.consume(key, 10, quarter);
  const second = await limiter.consume(key, 10, quarter);
  const refused = await limiter.consume(key, 10, quarter);
  const early = await limiter.consume(key, 10, 6 * HOUR + 0.3 * HOUR - 1000);
  const onTime = await limiter.consume(key, 10, 6 * HOUR + 0.3 * HOUR);
  return { first, second, refused, early, onTime };
}

describe('the reset an accepted call reports', () => {
  it('is when one more call fits, not the top of the hour', async () => {
    const { first, second, refused, early, onTime } = await quarterInto(
      createKeyRateLimiter(),
      'k',
    );
    // 7.5 + 1 used: one more fits once the old ten weigh 7, 18 minutes into the hour.
    expect([first.allowed, first.remaining]).toEqual([true, 1]);
    expect(first.resetAt.getTime()).toBe(6 * HOUR + 0.3 * HOUR);
    // At the limit, the accepted call and the refused one name the same moment, and it holds.
    expect([second.allowed, second.remaining]).toEqual([true, 0]);
    expect(second.resetAt).toEqual(refused.resetAt);
    expect(refused.allowed).toBe(false);
    expect(early.allowed).toBe(false);
    expect(onTime.allowed).toBe(true);
  });

  it('is when the one call counted fades out, for a key used once', async () => {
    const limiter = createKeyRateLimiter();
    const once = await limiter.consume('k', 5, 2 * HOUR + HOUR / 2);
    expect(once.remaining).toBe(4);
    expect(once.resetAt.getTime()).toBe(4 * HOUR);
    expect((await limiter.state('k', 5, 4 * HOUR)).remaining).toBe(5);
    expect((await limiter.state('k', 5, 4 * HOUR - 1000)).remaining).toBe(4);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('with counters in Redis', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl ?? '');
  });
  afterAll(() => redis?.quit());

  it('decides and reports exactly as the memory store does', async () => {
    const store = createRedisRateStore(redis, `cf-test-${randomUUID().slice(0, 8)}:`);
    const shared = await quarterInto(createKeyRateLimiter({ store }), 'k');
    const local = await quarterInto(createKeyRateLimiter(), 'k');
    expect(shared).toEqual(local);
  });
});
