import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let ada: TestAccount;
beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false' } });
  ada = await signUp(t.app, { name: 'Ada' });
});
afterAll(() => t.close());

const full = {
  name: 'Ada Lovelace',
  phone: '+44 20 7946 0958',
  company: 'Analytical Engines Ltd',
  address: '12 St James Square',
  city: 'London',
  zipCode: 'SW1Y 4JH',
  country: 'GB',
};

it('starts with the account name and e-mail and empty details (the first account runs the server)', async () => {
  const res = await t.app.inject({ url: '/api/profile', headers: bearer(ada.accessToken) });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    name: 'Ada',
    email: ada.email,
    phone: '',
    company: '',
    address: '',
    city: '',
    zipCode: '',
    country: '',
    operator: true,
  });
});

it('reads the profile of an account made by the sign-up dialog, which sends no name', async () => {
  const newcomer = await signUp(t.app);
  const res = await t.app.inject({ url: '/api/profile', headers: bearer(newcomer.accessToken) });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    name: '',
    email: newcomer.email,
    country: '',
    operator: false,
  });
});

it('saves every field, keeps the e-mail, and reads them back', async () => {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: bearer(ada.accessToken),
    payload: { ...full, email: 'attacker@example.com' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().message).toBe('Profile updated successfully!');
  const again = await t.app.inject({ url: '/api/profile', headers: bearer(ada.accessToken) });
  expect(again.json()).toEqual({ ...full, email: ada.email, operator: true });
});

it('refuses an unknown country and a blank name', async () => {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: bearer(ada.accessToken),
    payload: { ...full, name: ' ', country: 'XX' },
  });
  expect(res.statusCode).toBe(400);
  const messages = res.json().error.details.issues.map((i: { message: string }) => i.message);
  expect(messages).toEqual(
    expect.arrayContaining([
      'Full name is required',
      expect.stringContaining('Country must be one of'),
    ]),
  );
});

it('is only for signed-in people', async () => {
  expect((await t.app.inject('/api/profile')).statusCode).toBe(401);
  const put = await t.app.inject({ method: 'PUT', url: '/api/profile', payload: full });
  expect(put.statusCode).toBe(401);
});
