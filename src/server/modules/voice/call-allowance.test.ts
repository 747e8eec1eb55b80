import { afterAll, beforeAll, expect, it } from 'vitest';
import { usageCounters } from '../../db/billing-schema';
import { signUp } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { usageDayOf } from '../billing/usage/usage-day';
import { CallAllowance } from './call-allowance';

// Free has 60 voice minutes a day; each test account starts with only a few seconds of them.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false', PLANS_FILE: './config/plans.json' } });
});
afterAll(() => t.close());

async function accountWithSecondsLeft(seconds: number) {
  const account = await signUp(t.app);
  await t.app.db.insert(usageCounters).values({
    accountId: account.userId,
    metric: 'voice_seconds',
    day: usageDayOf(new Date()),
    used: 3600 - seconds,
  });
  return account.userId;
}

const voiceUsed = async (accountId: string) =>
  (await t.app.billing.usage.today(accountId)).voiceSeconds;

/** A call with short leases, so a day's last seconds run out within the test. */
function allowanceFor(accountId: string, events: string[], startedAt = Date.now()) {
  return new CallAllowance({
    usage: t.app.billing.usage,
    accountId,
    leaseSeconds: 1,
    warningSeconds: 2,
    onWarning: (left) =>
      events.push(`warning ${left} s at ${Math.round((Date.now() - startedAt) / 1000)} s`),
    onExhausted: () => events.push(`ended at ${Math.round((Date.now() - startedAt) / 1000)} s`),
    onError: (error) => events.push(`error ${String(error)}`),
  });
}

it('warns before the plan’s last seconds run out and ends the call when they do', async () => {
  const accountId = await accountWithSecondsLeft(4);
  const events: string[] = [];
  const allowance = allowanceFor(accountId, events);
  expect(await allowance.start()).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 4_600));
  expect(events).toEqual(['warning 2 s at 2 s', 'ended at 4 s']);
  expect(await voiceUsed(accountId)).toBe(3600);
  await allowance.settle();
  expect(await voiceUsed(accountId)).toBe(3600);
});

it('gives back what a short call reserved but did not use', async () => {
  const accountId = await accountWithSecondsLeft(600);
  const allowance = allowanceFor(accountId, []);
  expect(await allowance.start()).toBe(true);
  expect(await voiceUsed(accountId)).toBe(3600 - 600 + 3);
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  await allowance.settle();
  expect(await voiceUsed(accountId)).toBe(3600 - 600 + 2);
});

it('refuses a call with no time left, and two calls cannot both take the last seconds', async () => {
  expect(await allowanceFor(await accountWithSecondsLeft(0), []).start()).toBe(false);
  const accountId = await accountWithSecondsLeft(3);
  const both = [allowanceFor(accountId, []), allowanceFor(accountId, [])];
  const started = await Promise.all(both.map((allowance) => allowance.start()));
  expect(await voiceUsed(accountId)).toBe(3600);
  expect(started.filter(Boolean).length).toBeGreaterThanOrEqual(1);
  await Promise.all(both.map((allowance) => allowance.settle()));
});

it('gives back a renewal still being reserved when the call ends: charged exactly the call’s seconds', async () => {
  const accountId = await accountWithSecondsLeft(600);
  // Leases this short renew at once after the start: the renewal is in flight at hang-up.
  const allowance = allowanceFor(accountId, []);
  const startedAt = Date.now();
  expect(await allowance.start()).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 0));
  await allowance.settle();
  const lasted = Math.ceil((Date.now() - startedAt) / 1000);
  // Whatever was still being reserved has landed by now, and nothing more is taken.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await voiceUsed(accountId)).toBe(3600 - 600 + lasted);
});
