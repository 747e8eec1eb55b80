import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageCounters } from '../../db/billing-schema';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { createApiKey, createKeyedAgent } from '../../test/api-key-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { usageDayOf } from './usage/usage-day';

// The plans as shipped: Free allows 2 agents, 50 chat requests and 60 voice minutes a day.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false', PLANS_FILE: './config/plans.json' } });
});
afterAll(() => t.close());

const AGENT = { name: 'A', description: 'B', instruction: 'C', knowledge: 'D', status: 'active' };

async function usedToday(account: TestAccount, metric: string, used: number) {
  await t.app.db
    .insert(usageCounters)
    .values({ accountId: account.userId, metric, day: usageDayOf(new Date()), used });
}

const subscription = async (account: TestAccount) =>
  (await t.app.inject({ url: '/api/subscription', headers: bearer(account.accessToken) })).json();

const chat = (account: TestAccount | null, agentId: string, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: account ? bearer(account.accessToken) : {},
    payload: {
      message: 'How should I price?',
      session_id: `s_${Math.random().toString(36).slice(2)}`,
      agent_id: agentId,
      ...extra,
    },
  });

describe('agents per plan', () => {
  it('lets 20 creations at once make exactly the 2 agents Free allows, and says what lifts it', async () => {
    const founder = await signUp(t.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/agents',
          headers: bearer(founder.accessToken),
          payload: AGENT,
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 402)).toHaveLength(18);
    const refusal = answers.find((res) => res.statusCode === 402)!.json().error;
    expect(refusal.code).toBe('plan_limit');
    expect(refusal.message).toBe(
      'The Free plan allows up to 2 agents, and you have 2. Delete one, or change your plan. The Pro plan allows up to 5.',
    );
    expect((await subscription(founder)).usage_agents).toBe(2);

    const [first] = answers.filter((res) => res.statusCode === 201);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/agents/${first!.json().id}`,
      headers: bearer(founder.accessToken),
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/agents',
      headers: bearer(founder.accessToken),
      payload: AGENT,
    });
    expect(again.statusCode).toBe(201);
  });
});

describe('chat requests per day', () => {
  it('answers exactly the last 5 of 50 when 20 arrive at once, then 402 naming Pro', async () => {
    const founder = await signUp(t.app);
    const agentId = await createKeyedAgent(t.app, founder);
    await usedToday(founder, 'chat_requests', 45);
    const answers = await Promise.all(Array.from({ length: 20 }, () => chat(founder, agentId)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 402)).toHaveLength(15);
    const refusal = answers.find((res) => res.statusCode === 402)!.json().error;
    expect(refusal.message).toBe(
      'You have used all 50 chat requests of the Free plan today; they start again at midnight UTC. The Pro plan allows 1,000 chat requests a day.',
    );
    expect(refusal.details).toMatchObject({ limit: 50, plan: 'free' });
    const now = await subscription(founder);
    expect(now).toMatchObject({ usage_api_calls: 50, limits_api_calls: 50, time_zone: 'UTC' });
  });

  it('does not count a retried turn twice nor a turn that was refused', async () => {
    const founder = await signUp(t.app);
    const agentId = await createKeyedAgent(t.app, founder);
    const turn = { session_id: 's_retry_once', client_message_id: 'message-0001' };
    expect((await chat(founder, agentId, turn)).statusCode).toBe(200);
    expect((await chat(founder, agentId, turn)).statusCode).toBe(200);
    const inactive = await createKeyedAgent(t.app, founder, { status: 'inactive' });
    expect((await chat(founder, inactive)).statusCode).toBe(409);
    expect((await subscription(founder)).usage_api_calls).toBe(1);
  });

  it("counts a key's and a visitor's turns against the agent's owner; a test key's never", async () => {
    const owner = await signUp(t.app);
    const agentId = await createKeyedAgent(t.app, owner, { mode: 'PUBLIC' });
    const live = await createApiKey(t.app, owner, agentId, { key_type: 'live' });
    const test = await createApiKey(t.app, owner, agentId, { name: 'Try', key_type: 'test' });
    const withKey = (secret: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: bearer(secret),
        payload: {
          message: 'Hi',
          session_id: `k_${Math.random().toString(36).slice(2)}`,
          agent_id: agentId,
        },
      });
    expect((await withKey(live.secret_key)).statusCode).toBe(200);
    expect((await withKey(test.secret_key)).statusCode).toBe(200);
    expect((await chat(null, agentId)).statusCode).toBe(200);
    expect((await subscription(owner)).usage_api_calls).toBe(2);

    const full = await signUp(t.app);
    const fullAgent = await createKeyedAgent(t.app, full, { mode: 'PUBLIC' });
    const fullKey = await createApiKey(t.app, full, fullAgent, { key_type: 'live' });
    await usedToday(full, 'chat_requests', 50);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: bearer(fullKey.secret_key),
      payload: { message: 'Hi', session_id: 'k_full_session', agent_id: fullAgent },
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.message).toBe(
      "This agent's account has used all 50 chat requests of the Free plan today; they start again at midnight UTC. The Pro plan allows 1,000 chat requests a day. The account's owner can change plans under Billing.",
    );
  });
});

describe('voice minutes per day', () => {
  it('refuses to start a call when the plan has no voice time left today', async () => {
    const founder = await signUp(t.app);
    const agentId = await createKeyedAgent(t.app, founder, { voice_enabled: true });
    await usedToday(founder, 'voice_seconds', 60 * 60);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/voice/token/s_voice_call/${agentId}`,
      headers: bearer(founder.accessToken),
      payload: {},
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().error.message).toBe(
      'You have used all 60 voice minutes of the Free plan today; they start again at midnight UTC. The Pro plan allows 300 voice minutes a day.',
    );
    expect((await subscription(founder)).usage_voice).toBe(60);
  });
});
