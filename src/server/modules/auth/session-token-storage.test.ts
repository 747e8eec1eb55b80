import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../db/auth-schema';
import { disableUser } from '../admin/admin-service';
import { accessTokenFor, bearer, signUp, type TestAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false' } });
});
afterAll(() => t.close());

/** What a copy of the database holds for a person's sessions. */
const storedTokens = async (account: TestAccount) =>
  (
    await t.database.db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.userId, account.userId))
  ).map((row) => row.token);

const tokenCall = (sessionToken: string) =>
  t.app.inject({ url: '/api/auth/token', headers: bearer(sessionToken) });
const sessionCall = (sessionToken: string) =>
  t.app.inject({ url: '/api/auth/get-session', headers: bearer(sessionToken) });

describe('session tokens at rest', () => {
  it('stores no bearer: a token read from the database opens nothing', async () => {
    const person = await signUp(t.app);
    const [stored] = await storedTokens(person);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(person.sessionToken).not.toContain(stored);

    const token = await tokenCall(stored ?? '');
    expect(token.statusCode).toBe(401);
    expect(token.json().error.code).toBeTypeOf('string');
    const found = await sessionCall(stored ?? '');
    expect(found.json()).toBeNull();

    // The token the person holds still works for both.
    expect((await tokenCall(person.sessionToken)).statusCode).toBe(200);
    expect((await sessionCall(person.sessionToken)).json().user.email).toBe(person.email);
  });

  it('signs in again with a session of its own, which the API accepts', async () => {
    const person = await signUp(t.app, { password: 'correct horse 2' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: person.email, password: 'correct horse 2' },
    });
    expect(res.statusCode).toBe(200);
    const sessionToken = res.headers['set-auth-token'] as string;
    const jwt = await accessTokenFor(t.app, sessionToken);
    expect((await t.app.inject({ url: '/api/agents', headers: bearer(jwt) })).statusCode).toBe(200);
    expect(await storedTokens(person)).toHaveLength(2);
  });

  it('extends a session that is due for it, found by its token', async () => {
    const person = await signUp(t.app);
    const soon = new Date(Date.now() + 24 * 3600_000);
    await t.database.db
      .update(session)
      .set({ expiresAt: soon })
      .where(eq(session.userId, person.userId));

    expect((await sessionCall(person.sessionToken)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ expiresAt: session.expiresAt })
      .from(session)
      .where(eq(session.userId, person.userId));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(soon.getTime() + 3 * 24 * 3600_000);
  });

  it('signs out: the session row goes and its token stops working', async () => {
    const person = await signUp(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...bearer(person.sessionToken), origin: t.app.config.publicUrl },
    });
    expect(out.statusCode).toBe(200);
    expect(await storedTokens(person)).toEqual([]);
    expect((await tokenCall(person.sessionToken)).statusCode).toBe(401);
  });

  it('ends every session of a disabled account', async () => {
    const person = await signUp(t.app);
    const result = await disableUser({ db: t.database.db, email: person.email });
    expect(result.sessionsEnded).toBe(1);
    expect((await tokenCall(person.sessionToken)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/profile', headers: bearer(person.accessToken) })).statusCode,
    ).toBe(401);
  });

  it('answers 404 for the session listings that would hand out hashes as tokens', async () => {
    const person = await signUp(t.app);
    for (const [method, url] of [
      ['GET', '/api/auth/list-sessions'],
      ['POST', '/api/auth/revoke-session'],
      ['POST', '/api/auth/revoke-other-sessions'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { ...bearer(person.sessionToken), origin: t.app.config.publicUrl },
        ...(method === 'POST' ? { payload: { token: person.sessionToken } } : {}),
      });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message, url).toMatch(/\.$/);
    }
    expect((await tokenCall(person.sessionToken)).statusCode).toBe(200);
  });
});
