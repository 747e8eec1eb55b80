import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKey } from '../../../shared/schemas/api-keys';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { createApiKey, createKeyedAgent } from '../../test/api-key-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { FakeLlm } from '../../test/fake-llm/fake-llm-server';
import { startOpenAiFake } from '../../test/fake-llm/openai-fake';

let t: TestApp;
let fake: FakeLlm;
let base: string;
let owner: TestAccount;
let agentId: string;
let live: CreatedApiKey;
let test: CreatedApiKey;
beforeAll(async () => {
  // A paid model is configured, so a test key's offline answer shows it kept to its rule.
  fake = await startOpenAiFake();
  t = await buildTestApp({
    env: {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: fake.url,
      LLM_MODEL: 'paid-model',
      LLM_MAX_RETRIES: '0',
    },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await signUp(t.app);
  agentId = await createKeyedAgent(t.app, owner, {
    instruction: 'Secret playbook: never discount.',
  });
  live = await createApiKey(t.app, owner, agentId, { key_type: 'live' });
  test = await createApiKey(t.app, owner, agentId, { key_type: 'test' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const endpoint = (agent: string) => new URL(`${base}/api/agents/${agent}/mcp`);

/** An MCP client of the official SDK, connected as Claude Desktop or Cursor would be. */
async function connect(secret: string, agent = agentId) {
  const client = new Client({ name: 'coachforge-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(endpoint(agent), {
    requestInit: { headers: bearer(secret) },
  });
  await client.connect(transport);
  return client;
}

interface AskResult {
  isError?: boolean;
  content: Array<{ type: string; text?: string }>;
  structuredContent?: { answer: string; conversation_id: string };
}

async function ask(client: Client, args: Record<string, unknown>): Promise<AskResult> {
  return (await client.callTool({ name: 'ask_pricing_coach', arguments: args })) as AskResult;
}

describe("an agent's MCP endpoint", () => {
  it('lists one ask tool, described by the public description only', async () => {
    const client = await connect(live.secret_key);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['ask_pricing_coach']);
    expect(tools[0]?.description).toContain('Helps founders price');
    expect(tools[0]?.description).not.toContain('Secret playbook');
    expect(tools[0]?.inputSchema.required).toEqual(['question']);
    expect(Object.keys(tools[0]?.inputSchema.properties ?? {})).toEqual([
      'question',
      'conversation_id',
    ]);
    await client.close();
  });

  it("answers a live key on the agent's model and keeps the conversation on that key", async () => {
    const client = await connect(live.secret_key);
    const before = fake.requests.length;
    const first = await ask(client, { question: 'How do I price?' });
    expect(first.isError).toBeFalsy();
    expect(first.structuredContent?.answer).toBe('Fake reply to: How do I price?');
    const conversationId = first.structuredContent!.conversation_id;
    expect(first.content.at(-1)?.text).toBe(`conversation_id: ${conversationId}`);

    const followUp = await ask(client, { question: 'And then?', conversation_id: conversationId });
    expect(followUp.structuredContent?.conversation_id).toBe(conversationId);
    expect(fake.requests.length).toBe(before + 2);

    const stored = await t.app.inject({
      url: `/api/conversations/${conversationId}`,
      headers: bearer(live.secret_key),
    });
    expect(stored.statusCode).toBe(200);
    expect(stored.json().messages.map((m: { content: string }) => m.content)).toEqual([
      'How do I price?',
      'Fake reply to: How do I price?',
      'And then?',
      'Fake reply to: And then?',
    ]);
    // Another key of the agent does not hold it, as for chat over the API.
    const otherKey = await t.app.inject({
      url: `/api/conversations/${conversationId}`,
      headers: bearer(test.secret_key),
    });
    expect(otherKey.statusCode).toBe(404);
    await client.close();
  });

  it('answers a test key with the offline engine: no model money is spent', async () => {
    const client = await connect(test.secret_key);
    const before = fake.requests.length;
    const result = await ask(client, { question: 'What is value-based pricing?' });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent?.answer).toContain('customer outcome');
    expect(fake.requests.length).toBe(before);
    await client.close();
  });

  it('refuses a revoked key, a key of another agent and a restricted key', async () => {
    const revoked = await createApiKey(t.app, owner, agentId, { key_type: 'live' });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/api-keys/${agentId}/${revoked.id}`,
      headers: bearer(owner.accessToken),
    });
    await expect(connect(revoked.secret_key)).rejects.toThrow(/HTTP 401|revoked/);

    const otherAgent = await createKeyedAgent(t.app, owner, { name: 'Hiring Coach' });
    const otherKey = await createApiKey(t.app, owner, otherAgent, { key_type: 'live' });
    await expect(connect(otherKey.secret_key)).rejects.toThrow(/another agent/);

    const restricted = await createApiKey(t.app, owner, agentId, { key_type: 'restricted' });
    await expect(connect(restricted.secret_key)).rejects.toThrow(/Restricted keys/);
  });

  it('answers refusals in the one error shape: no key 401, another agent 403, GET 405', async () => {
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'x', version: '1' },
      },
    };
    const headers = { accept: 'application/json, text/event-stream' };
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/agents/${agentId}/mcp`,
      headers,
      payload: initialize,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('api_key_required');

    const stranger = await signUp(t.app);
    const strangersAgent = await createKeyedAgent(t.app, stranger);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/api/agents/${strangersAgent}/mcp`,
      headers: { ...headers, ...bearer(live.secret_key) },
      payload: initialize,
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().error.code).toBe('key_not_for_agent');

    const notAccepting = await t.app.inject({
      method: 'POST',
      url: `/api/agents/${agentId}/mcp`,
      headers: bearer(live.secret_key),
      payload: initialize,
    });
    expect(notAccepting.statusCode).toBe(406);
    expect(typeof notAccepting.json().error.message).toBe('string');

    for (const payload of [{}, [1, 2], { jsonrpc: '2.0', method: 42 }, null]) {
      const malformed = await t.app.inject({
        method: 'POST',
        url: `/api/agents/${agentId}/mcp`,
        headers: { ...headers, ...bearer(live.secret_key), 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error).toMatchObject({ code: 'bad_request' });
    }

    const get = await t.app.inject({
      url: `/api/agents/${agentId}/mcp`,
      headers: bearer(live.secret_key),
    });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
  });

  it('answers bad input and a refused turn as tool errors a person can read', async () => {
    const client = await connect(test.secret_key);
    const blank = await ask(client, { question: '   ' });
    expect(blank.isError).toBe(true);
    expect(blank.content[0]?.text).toContain('Type a message first.');
    const long = await ask(client, { question: 'x'.repeat(2001) });
    expect(long.isError).toBe(true);
    expect(long.content[0]?.text).toContain('at most 2000 characters');
    const badId = await ask(client, { question: 'Hi', conversation_id: '../x' });
    expect(badId.isError).toBe(true);

    await client.close();

    const sleeping = await createKeyedAgent(t.app, owner, {
      name: 'Sleeping Coach',
      status: 'inactive',
    });
    const sleepingKey = await createApiKey(t.app, owner, sleeping, { key_type: 'test' });
    const sleepingClient = await connect(sleepingKey.secret_key, sleeping);
    const asleep = await sleepingClient.callTool({
      name: 'ask_sleeping_coach',
      arguments: { question: 'Are you there?' },
    });
    expect(asleep).toMatchObject({
      isError: true,
      content: [
        { type: 'text', text: 'Sleeping Coach is inactive and cannot answer messages right now.' },
      ],
    });
    await sleepingClient.close();
  });
});
