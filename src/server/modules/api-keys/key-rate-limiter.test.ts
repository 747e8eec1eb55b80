import { describe, expect, it } from 'vitest';
import { createKeyRateLimiter } from './key-rate-limiter';

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
