import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, signUp } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false' } });
});
afterAll(() => t.close());

it('creates the customer record once; a second call returns the same one', async () => {
  const account = await signUp(t.app);
  const call = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/create-customer',
      headers: bearer(account.accessToken),
    });
  const first = await call();
  expect(first.statusCode).toBe(201);
  expect(first.json()).toMatchObject({ provider: 'local', created: true });
  const second = await call();
  expect(second.statusCode).toBe(200);
  expect(second.json()).toEqual({ ...first.json(), created: false });
});

it('answers visitors with 401', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/create-customer' });
  expect(res.statusCode).toBe(401);
  expect(res.json().error.message).toBe('Please sign in to do this.');
});
