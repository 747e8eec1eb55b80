import { afterAll, expect, it } from 'vitest';
import { bearer } from '../test/accounts';
import { buildTestApp } from '../test/build-test-app';
import { storedByOlderRelease } from '../test/older-migrations';
import { session } from './auth-schema';

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** What the release before stored for a signed-in person: the session token as it is. */
const SIGNED_IN = `
  insert into "user" (id, name, email) values ('u1', '', 'before@example.com');
  insert into session (id, token, user_id, expires_at)
    values ('s1', 'PlainTokenFromTheReleaseBefore01', 'u1', now() + interval '7 days');
`;

it('keeps a session made before tokens were hashed, and stores only its hash', async () => {
  const database = await storedByOlderRelease('0014_hash_session_tokens', async (query) => {
    await query(SIGNED_IN);
  });
  const { app, close } = await buildTestApp({ env: { SEED_AGENTS: 'false' }, database });
  cleanups.push(close);

  expect(await database.db.select({ token: session.token }).from(session)).toEqual([
    // SHA-256 of the token, hex: what the code looks it up by.
    { token: 'ea98f26750bc36c7539d71a7f79f08d393608694072b9984c435893c427454d8' },
  ]);

  const token = await app.inject({
    url: '/api/auth/token',
    headers: bearer('PlainTokenFromTheReleaseBefore01'),
  });
  expect(token.statusCode).toBe(200);
  const found = await app.inject({
    url: '/api/auth/get-session',
    headers: bearer('PlainTokenFromTheReleaseBefore01'),
  });
  expect(found.json().user.email).toBe('before@example.com');
}, 120_000);
