import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { user } from '../../db/auth-schema';
import { accessTokenFor, bearer, signUp } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: { SEED_AGENTS: 'false', PASSWORD_REQUIRE_NUMERIC: 'true', SIGN_IN_MAX_PER_ACCOUNT: '3' },
  });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const signIn = (email: string, password: string, ip = '198.51.100.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('password accounts', () => {
  it('serves the password policy the server enforces', async () => {
    const res = await t.app.inject('/api/auth/password-policy');
    expect(res.json()).toMatchObject({
      min_length: 6,
      require_numeric: true,
      require_uppercase: false,
    });
  });

  it('refuses a sign-up whose password breaks the policy, naming the rule', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'weak@example.com', password: 'nodigits', name: 'Weak' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'password_does_not_meet_requirements',
      message: 'Password must contain a digit.',
    });
  });

  it('signs up with a normalised e-mail, signs in, and the token opens the API', async () => {
    const account = await signUp(t.app, {
      email: ' Ada.Lovelace@Example.COM ',
      password: 'engine42',
    });
    expect(account.email.trim().toLowerCase()).toBe('ada.lovelace@example.com');
    const [row] = await t.database.db.select().from(user).where(eq(user.id, account.userId));
    expect(row?.email).toBe('ada.lovelace@example.com');

    const res = await signIn('ADA.LOVELACE@example.com', 'engine42');
    expect(res.statusCode).toBe(200);
    const api = await t.app.inject({ url: '/api/agents', headers: bearer(account.accessToken) });
    expect(api.statusCode).toBe(200);
  });

  it('answers a wrong password with 401 in the error shape', async () => {
    const account = await signUp(t.app, { password: 'secret123' });
    const res = await signIn(account.email, 'wrong123');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('invalid_email_or_password');
  });

  it('throttles repeated failures on one account with 429 and Retry-After', async () => {
    const account = await signUp(t.app, { password: 'secret123' });
    for (let i = 0; i < 3; i++)
      expect((await signIn(account.email, 'nope1234')).statusCode).toBe(401);
    const blocked = await signIn(account.email, 'secret123', '198.51.100.77');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('bearer tokens', () => {
  it('rejects a tampered token', async () => {
    const account = await signUp(t.app);
    const [head, payload, signature] = account.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString(
      'base64url',
    );
    const res = await t.app.inject({
      url: '/api/agents',
      headers: bearer(`${head}.${forged}.${signature}`),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('The bearer token is not valid.');
  });

  it('rejects an expired token', async () => {
    const account = await signUp(t.app);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 3600_000);
    const res = await t.app.inject({ url: '/api/agents', headers: bearer(account.accessToken) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Your session token has expired.');
  });

  it('rejects a token whose session was signed out', async () => {
    const account = await signUp(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: bearer(account.sessionToken),
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const res = await t.app.inject({ url: '/api/agents', headers: bearer(account.accessToken) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('This session has ended. Please sign in again.');
  });

  it('rejects a malformed Authorization header', async () => {
    const res = await t.app.inject({ url: '/api/agents', headers: { authorization: 'Basic abc' } });
    expect(res.statusCode).toBe(401);
  });

  it('gives a fresh token for a live session', async () => {
    const account = await signUp(t.app);
    const again = await accessTokenFor(t.app, account.sessionToken);
    const res = await t.app.inject({ url: '/api/agents', headers: bearer(again) });
    expect(res.statusCode).toBe(200);
  });
});
