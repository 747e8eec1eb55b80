import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, signUp, type TestAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

let t: TestApp;
let founder: TestAccount;
beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false' } });
  founder = await signUp(t.app);
});
afterAll(() => t.close());

const save = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/billing-info',
    headers: bearer(founder.accessToken),
    payload,
  });

it('starts empty with the account e-mail, and keeps what is saved', async () => {
  const empty = await t.app.inject({
    url: '/api/billing-info',
    headers: bearer(founder.accessToken),
  });
  expect(empty.json()).toMatchObject({ name: '', country: '', email: founder.email });
  const saved = await save({
    name: 'Acme Studio',
    fiscal_number: 'pt 501 964 843',
    address_line1: 'Rua Augusta 1',
    city: 'Lisboa',
    postal_code: '1100-048',
    country: 'PT',
    email: 'billing@acme.example',
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({
    message: 'Billing information updated successfully',
    billing_info: { fiscal_number: 'PT501964843', city: 'Lisboa' },
  });
  const read = await t.app.inject({
    url: '/api/billing-info',
    headers: bearer(founder.accessToken),
  });
  expect(read.json()).toMatchObject({ name: 'Acme Studio', email: 'billing@acme.example' });
});

it.each([
  ['DE', 'DE136695976', 'DE136695976'],
  ['GB', '980780684', 'GB980780684'],
  ['AU', '51 824 753 556', '51824753556'],
  ['JP', 'T1234567890123', 'T1234567890123'],
])('accepts a %s tax number typed as %s', async (country, typed, stored) => {
  const res = await save({ country, fiscal_number: typed });
  expect(res.statusCode).toBe(200);
  expect(res.json().billing_info.fiscal_number).toBe(stored);
});

it.each([
  ['PT', '501964844', 'Fiscal Number / VAT ID: expected a valid PT VAT number, starting PT.'],
  ['DE', '12345', 'Fiscal Number / VAT ID: expected a valid DE VAT number, starting DE.'],
  ['AU', '51824753557', 'Fiscal Number / VAT ID: expected an ABN of 11 digits.'],
])('refuses a %s number %s with the shape it expects', async (country, typed, message) => {
  const res = await save({ country, fiscal_number: typed });
  expect(res.statusCode).toBe(400);
  expect(res.json().error.message).toBe(message);
  expect(res.json().error.details.issues[0].path).toBe('body.fiscal_number');
});

it('refuses an unknown country and a malformed e-mail, and visitors', async () => {
  expect((await save({ country: 'XX' })).json().error.message).toMatch(
    /Country must be one of US, CA/,
  );
  expect((await save({ email: 'nope' })).statusCode).toBe(400);
  expect((await t.app.inject({ url: '/api/billing-info' })).statusCode).toBe(401);
});
