import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { usageCounters } from '../../db/billing-schema';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { createApiKey, createKeyedAgent } from '../../test/api-key-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { usageDayOf } from '../billing';

// The plans as shipped: Free allows 50 chat requests a day.
let t: TestApp;
let base: string;
let owner: TestAccount;
let agentId: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false', PLANS_FILE: './config/plans.json' } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await signUp(t.app);
  agentId = await createKeyedAgent(t.app, owner);
});
afterAll(() => t.close());

async function connect(secret: string) {
  const client = new Client({ name: 'coachforge-test', version: '1.0.0' });
  const url = new URL(`${base}/api/agents/${agentId}/mcp`);
  await client.connect(
    new StreamableHTTPClientTransport(url, { requestInit: { headers: bearer(secret) } }),
  );
  return client;
}

const question = { name: 'ask_pricing_coach', arguments: { question: 'How should I price?' } };

it("answers a live key at the plan's daily limit with the plan's sentence; a test key still asks", async () => {
  const live = await createApiKey(t.app, owner, agentId, { key_type: 'live' });
  const test = await createApiKey(t.app, owner, agentId, { key_type: 'test' });
  await t.app.db.insert(usageCounters).values({
    accountId: owner.userId,
    metric: 'chat_requests',
    day: usageDayOf(new Date()),
    used: 50,
  });

  const liveClient = await connect(live.secret_key);
  expect(await liveClient.callTool(question)).toEqual({
    isError: true,
    content: [
      {
        type: 'text',
        text: "This agent's account has used all 50 chat requests of the Free plan today; they start again at midnight UTC. The Pro plan allows 1,000 chat requests a day. The account's owner can change plans under Billing.",
      },
    ],
  });
  await liveClient.close();

  // Test keys never count against the plan, as in chat over the API.
  const testClient = await connect(test.secret_key);
  const answered = (await testClient.callTool(question)) as { isError?: boolean };
  expect(answered.isError).toBeFalsy();
  await testClient.close();
});

it("refuses requests past the key's hourly limit with 429 and the key's sentence", async () => {
  const key = await createApiKey(t.app, owner, agentId, {
    key_type: 'test',
    rate_limit_per_hour: 3,
  });
  const refusal = async () => {
    const client = await connect(key.secret_key);
    for (;;) await client.listTools();
  };
  const error = await refusal().catch((thrown: unknown) => thrown);
  expect(error).toMatchObject({ code: 429 });
  expect(String(error)).toContain("This API key's limit of 3 requests per hour is used up.");
});
