import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { user } from '../../db/auth-schema';
import { bearer, signUp } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { eventually } from '../../test/eventually';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false' } });
});
afterAll(() => t.close());

const lastActiveOf = async (userId: string) =>
  (await t.app.db.select().from(user).where(eq(user.id, userId)))[0]?.lastActiveAt ?? null;

it('notes when an account uses the API, at most once in five minutes', async () => {
  const account = await signUp(t.app);
  expect(await lastActiveOf(account.userId)).toBeNull();
  const use = () => t.app.inject({ url: '/api/profile', headers: bearer(account.accessToken) });
  expect((await use()).statusCode).toBe(200);
  expect(await eventually(async () => (await lastActiveOf(account.userId)) !== null, 5_000)).toBe(
    true,
  );
  // Written a moment ago: further requests within five minutes write nothing.
  const earlier = new Date(Date.now() - 60_000);
  await t.app.db.update(user).set({ lastActiveAt: earlier }).where(eq(user.id, account.userId));
  await use();
  await use();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await lastActiveOf(account.userId)).toEqual(earlier);
});
