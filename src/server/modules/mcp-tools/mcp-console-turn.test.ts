import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { FakeRequestBody } from '../../test/fake-llm/behaviour';
import type { FakeLlm } from '../../test/fake-llm/fake-llm-server';
import { startOpenAiFake } from '../../test/fake-llm/openai-fake';
import { startFakeMcpServer, type FakeMcpServer } from '../../test/fake-mcp/fake-mcp-server';

const FORECAST = 'mcp_desk_forecast';

let mcp: FakeMcpServer;
let model: FakeLlm;
let testApp: TestApp;
let operator: TestAccount;

const toolResult = (body: FakeRequestBody) =>
  (body.messages as Array<{ role: string; content: unknown }>).find((m) => m.role === 'tool')
    ?.content;
const offered = (body: FakeRequestBody) => JSON.stringify(body.tools ?? []).includes(FORECAST);

beforeAll(async () => {
  mcp = await startFakeMcpServer();
  // Calls the forecast when it is offered and has no result yet, then answers from it.
  model = await startOpenAiFake({
    toolCall: (body) =>
      offered(body) && toolResult(body) === undefined
        ? { name: FORECAST, arguments: { city: 'Lyon' } }
        : undefined,
    reply: (body) => `The desk says: ${JSON.stringify(toolResult(body) ?? 'nothing')}`,
  });
  testApp = await buildTestApp({
    env: {
      TOOLS_ALLOW_PRIVATE_NETWORK: 'true',
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: model.url,
      LLM_MODEL: 'tool-model',
      LLM_MAX_RETRIES: '0',
    },
  });
  operator = await signUp(testApp.app);
}, 60_000);
afterAll(async () => {
  await testApp.close();
  await model.close();
  await mcp.close();
});

const asOperator = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: bearer(operator.accessToken) });
const ask = (agentId: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: { message: 'Will it rain in Lyon?', session_id: randomUUID(), agent_id: agentId },
  });

describe('a console MCP server in a chat turn', () => {
  it('gives the agent its tool, whose result the model answers from; once removed, the turn goes on without it', async () => {
    const added = await asOperator('POST', '/api/admin/mcp-servers', {
      id: 'desk',
      name: 'Console Desk',
      url: `${mcp.origin}/mcp`,
    });
    expect(added.statusCode).toBe(201);
    const agent = await asOperator('POST', '/api/agents', {
      name: 'Weather coach',
      description: 'Plans around the weather',
      instruction: 'Check the forecast first.',
      knowledge: 'Rain means indoor sessions.',
      status: 'active',
      mode: 'PUBLIC',
      tools: ['mcp:desk/forecast'],
    });
    expect(agent.statusCode).toBe(201);

    const answered = await ask(agent.json().id);
    expect(answered.statusCode).toBe(200);
    expect(answered.json().response).toContain('Sunny in Lyon, 21°C.');
    expect(mcp.calls).toEqual([{ tool: 'forecast', args: { city: 'Lyon' } }]);

    expect((await asOperator('DELETE', '/api/admin/mcp-servers/desk')).statusCode).toBe(204);
    const without = await ask(agent.json().id);
    expect(without.statusCode).toBe(200);
    expect(without.json().response).toBe('The desk says: "nothing"');
    expect(mcp.calls).toHaveLength(1);
  });
});
