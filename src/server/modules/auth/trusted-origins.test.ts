import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let counter = 0;
/** A sign-up as the browser sends it from a page at `origin`: with its Origin header. */
const signUpFrom = (t: TestApp, origin: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
    payload: {
      email: `origin${++counter}-${Date.now()}@example.com`,
      password: 'engine42',
      name: '',
    },
  });

describe('with no PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SEED_AGENTS: 'false', PORT: '3000' } });
  });
  afterAll(() => t.close());

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])(
    'a person at %s can sign up',
    async (origin) => {
      const res = await signUpFrom(t, origin);
      expect(res.statusCode).toBe(200);
      // Signed in once the link mailed to the address is opened (email-verification.test.ts).
      expect(res.json().user.email).toMatch(/@example\.com$/);
    },
  );

  it('refuses another port or host with a sentence, not "Invalid origin"', async () => {
    for (const origin of ['http://localhost:4000', 'https://evil.example']) {
      const res = await signUpFrom(t, origin);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('invalid_origin');
      expect(res.json().error.message).toBe(
        `Signing in works only at http://localhost:3000 (or 127.0.0.1 and [::1] on the same port), and this page is at ${origin}. Open the app at that address and try again.`,
      );
    }
  });

  it('tells the web app every origin it may sign in from, and where sign-in windows open', async () => {
    const res = await t.app.inject('/api/auth/providers');
    expect(res.json()).toMatchObject({
      trusted_origins: ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'],
      auth_origin: 'http://localhost:3000',
    });
  });
});

describe('behind a configured PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { SEED_AGENTS: 'false', PUBLIC_URL: 'https://coach.example.com' },
    });
  });
  afterAll(() => t.close());

  it('signs up at that address only, and says where to go otherwise', async () => {
    expect((await signUpFrom(t, 'https://coach.example.com')).statusCode).toBe(200);
    const res = await signUpFrom(t, 'http://127.0.0.1:3000');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'Signing in works only at https://coach.example.com, and this page is at http://127.0.0.1:3000. Open the app at that address and try again.',
    );
  });
});
