import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, signUp } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false' } });
});
afterAll(() => t.close());

const disable = (email: string, token: string, disabled = true) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/disable-user',
    headers: { authorization: `Bearer cfa_${token}` },
    payload: { email, disabled },
  });

it('disabling an account ends its sessions everywhere and refuses new sign-ins', async () => {
  const account = await signUp(t.app, { password: 'secret123' });
  const res = await disable(account.email.toUpperCase(), t.app.adminToken);
  expect(res.statusCode).toBe(200);
  expect(res.json().sessionsEnded).toBe(1);

  const api = await t.app.inject({ url: '/api/profile', headers: bearer(account.accessToken) });
  expect(api.statusCode).toBe(401);
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: account.email, password: 'secret123' },
  });
  expect(signIn.statusCode).toBe(403);
  expect(signIn.json().error.message).toBe('This account has been disabled.');

  expect((await disable(account.email, t.app.adminToken, false)).statusCode).toBe(200);
  const back = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: account.email, password: 'secret123' },
  });
  expect(back.statusCode).toBe(200);
});

it('refuses a wrong command-line token, and the right one from another machine', async () => {
  const account = await signUp(t.app);
  const res = await disable(account.email, 'guess');
  expect(res.statusCode).toBe(401);
  const remote = await t.app.inject({
    method: 'POST',
    url: '/api/admin/disable-user',
    headers: { authorization: `Bearer cfa_${t.app.adminToken}` },
    payload: { email: account.email },
    remoteAddress: '203.0.113.5',
  });
  expect(remote.statusCode).toBe(401);
});

it('says plainly when no account uses the e-mail', async () => {
  const res = await disable('nobody@example.com', t.app.adminToken);
  expect(res.statusCode).toBe(404);
  expect(res.json().error.message).toBe('No account uses nobody@example.com.');
});

it('tells nobody but the operator what an operator call should hold', async () => {
  for (const url of ['/api/admin/set-plan', '/api/admin/disable-user']) {
    const stranger = await t.app.inject({ method: 'POST', url, payload: { plan: 7 } });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.body).not.toMatch(/email|plan/);
    const operator = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer cfa_${t.app.adminToken}` },
      payload: { plan: 7 },
    });
    expect(operator.statusCode).toBe(400);
    expect(operator.json().error.message).toMatch(/^body\.email: /);
  }
});
