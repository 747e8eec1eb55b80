import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiKeyRequests } from '../../db/api-keys-schema';
import { usageCounters } from '../../db/billing-schema';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { createApiKey, createKeyedAgent } from '../../test/api-key-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { usageDayOf } from '../billing';
import { PROTOCOL_REQUESTS_PER_MINUTE } from './mcp-key-limit';

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

describe("the key's hourly limit", () => {
  const keyWithLimit = (limit: number) =>
    createApiKey(t.app, owner, agentId, { key_type: 'test', rate_limit_per_hour: limit });

  it('counts only questions: a key of 3 connects, lists and asks 3 times; the 4th is 429', async () => {
    const key = await keyWithLimit(3);
    const client = await connect(key.secret_key);
    expect((await client.listTools()).tools).toHaveLength(1);
    for (let asked = 0; asked < 3; asked += 1) {
      const answered = (await client.callTool(question)) as { isError?: boolean };
      expect(answered.isError).toBeFalsy();
    }
    // Listing again is still free, and a client reconnecting spends nothing either.
    await client.listTools();
    const again = await connect(key.secret_key);
    const refused = await again.callTool(question).catch((thrown: unknown) => thrown);
    expect(refused).toMatchObject({ code: 429 });
    expect(String(refused)).toContain("This API key's limit of 3 requests per hour is used up.");
    await client.close();
    await again.close();
  });

  const post = (secret: string, body: unknown) =>
    fetch(`${base}/api/agents/${agentId}/mcp`, {
      method: 'POST',
      headers: {
        ...bearer(secret),
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify(body),
    });
  const call = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: question });

  it('counts each question of a batch, and says what is left of the hour', async () => {
    const key = await keyWithLimit(3);
    const batch = await post(key.secret_key, [call(1), call(2)]);
    expect(batch.status).toBe(200);
    expect(batch.headers.get('x-ratelimit-remaining')).toBe('1');
    // A request that does not ask leaves the key's count alone.
    const list = await post(key.secret_key, { jsonrpc: '2.0', id: 3, method: 'tools/list' });
    expect(list.status).toBe(200);
    expect(list.headers.get('x-ratelimit-remaining')).toBeNull();
    const last = await post(key.secret_key, call(4));
    expect(last.headers.get('x-ratelimit-remaining')).toBe('0');
    const refused = await post(key.secret_key, call(5));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.headers.get('x-ratelimit-limit')).toBe('3');
    expect((await refused.json()).error.code).toBe('rate_limited');
    // The ledger has every request as 'mcp', and the last as the key's own refusal.
    // (Recorded once each answer has gone: waited for.)
    await vi.waitFor(async () => {
      await t.app.usageRecorder.flush();
      const rows = await t.app.db
        .select()
        .from(apiKeyRequests)
        .where(eq(apiKeyRequests.keyId, key.id))
        .orderBy(apiKeyRequests.at);
      expect(rows.map((row) => [row.kind, row.status, row.outcome])).toEqual([
        ['mcp', 200, 'ok'],
        ['mcp', 200, 'ok'],
        ['mcp', 200, 'ok'],
        ['mcp', 429, 'refused_key_limit'],
      ]);
    });
  });

  it(`bounds the requests that do not ask at ${PROTOCOL_REQUESTS_PER_MINUTE} a minute per key`, async () => {
    const key = await keyWithLimit(1);
    const list = () => post(key.secret_key, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
    for (let sent = 0; sent < PROTOCOL_REQUESTS_PER_MINUTE; sent += 1) {
      expect((await list()).status).toBe(200);
    }
    const refused = await list();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await refused.json()).error.message).toContain(
      `Too many MCP requests that are not questions (${PROTOCOL_REQUESTS_PER_MINUTE} a minute).`,
    );
    // Questions are the key's hourly limit's to count: the one it allows is still answered.
    expect((await post(key.secret_key, call(2))).status).toBe(200);
  });
});
