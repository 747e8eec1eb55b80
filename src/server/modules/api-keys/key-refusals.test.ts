import { afterAll, beforeAll, expect, it } from 'vitest';
import { usageCounters } from '../../db/billing-schema';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { createApiKey, createKeyedAgent } from '../../test/api-key-fixtures';
import { newSessionId } from '../../test/authorization-routes';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { usageDayOf } from '../billing/usage/usage-day';

// The plans as shipped: Free allows 50 chat requests a day, Pro 1,000.
let t: TestApp;
let owner: TestAccount;
let agentId: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false', PLANS_FILE: './config/plans.json' } });
  owner = await signUp(t.app);
  agentId = await createKeyedAgent(t.app, owner);
});
afterAll(() => t.close());

const chat = (secret: string, origin?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: { ...bearer(secret), ...(origin ? { origin } : {}) },
    payload: { message: 'How should I price?', session_id: newSessionId(), agent_id: agentId },
  });

const ofKey = (keyId: string, path: string) =>
  t.app.inject({
    url: `/api/auth/api-keys/${agentId}/${keyId}${path}`,
    headers: bearer(owner.accessToken),
  });

it('tells the owner which refusals their key met, apart from errors, and keeps it unused', async () => {
  const key = await createApiKey(t.app, owner, agentId, {
    key_type: 'live',
    rate_limit_per_hour: 2,
    allowed_domains: ['shop.example'],
  });
  expect((await chat(key.secret_key, 'https://elsewhere.example')).statusCode).toBe(403);
  await t.app.db.insert(usageCounters).values({
    accountId: owner.userId,
    metric: 'chat_requests',
    day: usageDayOf(new Date()),
    used: 50,
  });

  // An API caller at the plan's daily limit is told the plan, the limit and the way forward.
  const atPlanLimit = await chat(key.secret_key);
  expect(atPlanLimit.statusCode).toBe(402);
  expect(atPlanLimit.json().error).toMatchObject({
    code: 'plan_limit',
    message:
      "This agent's account has used all 50 chat requests of the Free plan today; they start again at midnight UTC. The Pro plan allows 1,000 chat requests a day. The account's owner can change plans under Billing.",
  });
  expect((await chat(key.secret_key)).statusCode).toBe(402);
  expect((await chat(key.secret_key)).statusCode).toBe(429);

  const analytics = (await ofKey(key.id, '/analytics?days=1')).json();
  expect(analytics).toMatchObject({
    requests: 4,
    errors: 0,
    refused: { origin: 1, key_limit: 1, plan_limit: 2 },
  });
  expect((await ofKey(key.id, '')).json().last_used_at).toBeNull();
});
