import { hashPassword } from 'better-auth/crypto';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { storedByOlderRelease } from '../test/older-migrations';
import { TEST_AUTH_SECRET } from '../test/test-auth-secret';
import { testDbKind } from '../test/test-database';

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
  cleanups.push(() => database.close());
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_AGENTS: 'false',
      REQUIRE_EMAIL_VERIFICATION: 'true',
      ...(testDbKind === 'postgres' ? { AUTH_SECRET: TEST_AUTH_SECRET } : {}),
    }),
    { database },
  );
  cleanups.push(() => app.close());

  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: 'before@example.com', password: 'from-before-1' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['set-auth-token']).toBeTruthy();
}, 120_000);
