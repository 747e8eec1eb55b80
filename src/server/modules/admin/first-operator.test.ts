import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { appSetting, user } from '../../db/auth-schema';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { FIRST_OPERATOR_KEY } from './first-operator';

let t: TestApp | undefined;
afterEach(() => t?.close());

const start = async (env: Record<string, string> = {}) => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false', ...env } });
  return t.app;
};
const promised = async () =>
  (await t!.app.inject('/api/site-info')).json().first_account_becomes_operator as boolean;
const isOperator = async (account: TestAccount) => {
  const res = await t!.app.inject({ url: '/api/profile', headers: bearer(account.accessToken) });
  return res.json().operator as boolean;
};

it('makes the first account signed up on a fresh install the operator, and no later one', async () => {
  const app = await start();
  expect(await promised()).toBe(true);
  const first = await signUp(app);
  expect(await isOperator(first)).toBe(true);
  expect(await promised()).toBe(false);
  const second = await signUp(app);
  expect(await isOperator(second)).toBe(false);
  const log = await app.inject({ url: '/api/admin/log', headers: bearer(first.accessToken) });
  expect(log.json().entries).toMatchObject([
    { actor: 'first account', action: 'grant-operator', detail: { email: first.email } },
  ]);
});

it('makes one operator when two people sign up at the same moment', async () => {
  const app = await start();
  const accounts = await Promise.all([signUp(app), signUp(app), signUp(app)]);
  const flags = await Promise.all(accounts.map(isOperator));
  expect(flags.filter(Boolean)).toHaveLength(1);
});

it('leaves the choice to OPERATOR_EMAILS when it is set', async () => {
  const app = await start({ OPERATOR_EMAILS: 'Boss@Example.com, other@example.com' });
  expect(await promised()).toBe(false);
  const first = await signUp(app);
  expect(await isOperator(first)).toBe(false);
  const boss = await signUp(app, { email: 'boss@example.com' });
  expect(await isOperator(boss)).toBe(true);
  const [stored] = await app.db.select().from(user).where(eq(user.id, first.userId));
  expect(stored?.operator).toBe(false);
});

it('on an install upgraded with accounts already made, makes its first account the operator, not the newcomer', async () => {
  const app = await start();
  const founder = await signUp(app);
  // As before operators existed: accounts, none an operator, nothing claimed.
  await app.db.update(user).set({ operator: false });
  await app.db.delete(appSetting).where(eq(appSetting.key, FIRST_OPERATOR_KEY));
  expect(await isOperator(founder)).toBe(false);
  expect(await promised()).toBe(false);
  const newcomer = await signUp(app);
  expect(await isOperator(newcomer)).toBe(false);
  expect(await isOperator(founder)).toBe(true);
});

it('makes nobody an operator by signing up once an operator was granted and revoked', async () => {
  const app = await start();
  const first = await signUp(app);
  const second = await signUp(app);
  const grant = (email: string, operator: boolean) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/grant-operator',
      headers: { authorization: `Bearer cfa_${app.adminToken}` },
      payload: { email, operator },
    });
  expect((await grant(second.email, true)).statusCode).toBe(200);
  expect((await grant(first.email, false)).statusCode).toBe(200);
  expect((await grant(second.email, false)).statusCode).toBe(200);
  const third = await signUp(app);
  expect(await isOperator(third)).toBe(false);
  expect(await promised()).toBe(false);
});

it('refuses to let the only operator revoke themselves, in a sentence', async () => {
  const app = await start();
  const first = await signUp(app);
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/people/${first.userId}/operator`,
    headers: bearer(first.accessToken),
    payload: { operator: false },
  });
  expect(res.statusCode).toBe(409);
  expect(res.json().error.message).toBe(
    'You are the only operator: make another account an operator first, so someone can still run this server.',
  );
  expect(await isOperator(first)).toBe(true);
});

it('on an install upgraded with accounts already made, makes its first account the operator at start', async () => {
  const app = await start();
  const founder = await signUp(app);
  await app.db.update(user).set({ operator: false });
  await app.db.delete(appSetting).where(eq(appSetting.key, FIRST_OPERATOR_KEY));
  // The same database under the new release: no sign-up needed.
  await app.close();
  await t!.mail?.close();
  t = await buildTestApp({ env: { SEED_AGENTS: 'false' }, database: t!.database });
  expect(await isOperator(founder)).toBe(true);
});
