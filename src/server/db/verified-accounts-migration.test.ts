import { hashPassword } from 'better-auth/crypto';
import { afterAll, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { storedByOlderRelease } from '../test/older-migrations';

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** What the release before stored for a password account: never asked to confirm its e-mail. */
const accountBefore = async () => `
  insert into "user" (id, name, email) values ('u1', '', 'before@example.com');
  insert into account (id, account_id, provider_id, user_id, password)
    values ('a1', 'u1', 'credential', 'u1', '${await hashPassword('from-before-1')}');
`;

it('lets an account made before e-mail confirmation sign in as before', async () => {
  const database = await storedByOlderRelease('0016_verified_existing_accounts', async (query) => {
    await query(await accountBefore());
  });
  const { app, close } = await buildTestApp({
    env: { SEED_AGENTS: 'false', REQUIRE_EMAIL_VERIFICATION: 'true' },
    database,
  });
  cleanups.push(close);

  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: 'before@example.com', password: 'from-before-1' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['set-auth-token']).toBeTruthy();
}, 120_000);
