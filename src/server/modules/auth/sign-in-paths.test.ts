import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp({
    env: { SEED_AGENTS: 'false', SIGN_IN_MAX_PER_ACCOUNT: '3', SIGN_IN_MAX_PER_IP: '1000' },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/**
 * A POST whose path goes on the wire exactly as written: `fetch` and `app.inject` would
 * resolve the dot segments first, as the attacker's client did not.
 */
function postRaw(path: string, body: unknown) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Ways of writing the sign-in path that better-auth resolves to its sign-in endpoint. */
const RESOLVED_BY_BETTER_AUTH = [
  '/api/auth/./sign-in/email',
  '/api/auth/%2e/sign-in/email',
  '/api/auth/%2E/sign-in/email',
  '/api/auth/x/../sign-in/email',
  '/api/auth/x/%2e%2e/sign-in/email',
  '/api/auth/x/.%2E/sign-in/email',
  '/api/auth/sign-in/./email',
  '/api/auth/sign-in/x/../email',
  '/api/auth/sign-in\\email',
  '/api/auth/sign-in/email#x',
];
/** Other spellings: empty segments, case, percent-encoded letters. */
const OTHER_SPELLINGS = [
  '/api/auth/sign-in/email/',
  '/api/auth/sign-in/email//',
  '/api/auth//sign-in/email',
  '/api/auth/sign-in//email',
  '/api/auth/Sign-In/email',
  '/api/auth/sign-in/EMAIL',
  '/api/auth/sign-in/%65mail',
  '/api/auth/sign-in%2Femail',
];

it('refuses a sign-in path that is not written plainly, in the error shape, without trying the password', async () => {
  const account = await signUp(t.app, { password: 'right-one-1' });
  for (const path of RESOLVED_BY_BETTER_AUTH) {
    const res = await postRaw(path, { email: account.email, password: 'right-one-1' });
    expect(res.status, path).toBe(400);
    expect(JSON.parse(res.body).error, path).toEqual({
      code: 'path_not_plain',
      message:
        'This address is not written plainly: it has dot segments, encoded dots, back-slashes or empty segments. Send the request to /api/auth/sign-in/email instead.',
    });
  }
});

it('holds the sign-in limit on every spelling of the path: the right password is refused while it holds', async () => {
  const account = await signUp(t.app, { password: 'right-one-1' });
  for (let i = 0; i < 3; i++) {
    const res = await postRaw('/api/auth/sign-in/email', {
      email: account.email,
      password: `wrong-${i}`,
    });
    expect(res.status).toBe(401);
  }
  // A query string does not make it another endpoint.
  for (const path of ['/api/auth/sign-in/email', '/api/auth/sign-in/email?x=1']) {
    const blocked = await postRaw(path, { email: account.email, password: 'right-one-1' });
    expect(blocked.status, path).toBe(429);
    expect(JSON.parse(blocked.body).error.code).toBe('too_many_attempts');
  }
  for (const path of [...RESOLVED_BY_BETTER_AUTH, ...OTHER_SPELLINGS]) {
    const res = await postRaw(path, { email: account.email, password: 'right-one-1' });
    expect([400, 404, 429], `${path} answered ${res.status} ${res.body}`).toContain(res.status);
    expect(JSON.parse(res.body).error.message, path).toMatch(/\.$/);
  }
});

it('answers an unknown auth endpoint with 404 and a sentence', async () => {
  const res = await postRaw('/api/auth/sign-in/EMAIL', { email: 'a@example.com', password: 'x' });
  expect(res.status).toBe(404);
  expect(JSON.parse(res.body).error).toEqual({
    code: 'not_found',
    message: 'There is no sign-in endpoint at this address.',
  });
});
