import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { MemoryStore } from './rate-limit-store';

/** The library with this store, as the app registers it, and one limiter of 30 a minute. */
async function limiterOf30() {
  const app = Fastify();
  await app.register(rateLimit, { global: false, store: MemoryStore });
  await app.ready();
  const limit = app.createRateLimit({ max: 30, timeWindow: 60_000, keyGenerator: () => 'one' });
  // The limiter reads only the route's settings off the request (the key comes from above).
  const request = { routeOptions: { config: {} } } as Parameters<typeof limit>[0];
  return { app, limit, request };
}

it('lets the first 30 of a burst of 40 through at a limit of 30', async () => {
  const { app, limit, request } = await limiterOf30();
  const answers = await Promise.all(Array.from({ length: 40 }, () => limit(request)));
  const counted = answers.map((answer) => ('remaining' in answer ? answer : undefined));
  expect(counted.filter((answer) => answer?.isExceeded === false)).toHaveLength(30);
  expect(counted.map((answer) => answer?.remaining).slice(0, 3)).toEqual([29, 28, 27]);
  await app.close();
});

it('reads a count without adding to it, as { increment: false } asks', async () => {
  const { app, limit, request } = await limiterOf30();
  await limit(request);
  await limit(request);
  const peek = await limit(request, { increment: false });
  expect(peek).toMatchObject({ isExceeded: false, remaining: 28 });
  expect(await limit(request)).toMatchObject({ remaining: 27 });
  await app.close();
});
