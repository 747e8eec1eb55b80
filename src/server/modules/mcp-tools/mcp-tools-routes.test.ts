import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { startFakeMcpServer, type FakeMcpServer } from '../../test/fake-mcp/fake-mcp-server';

let fake: FakeMcpServer;
let testApp: TestApp;
let owner: TestAccount;

beforeAll(async () => {
  fake = await startFakeMcpServer();
  testApp = await buildTestApp({
    env: {
      TOOLS_ALLOW_PRIVATE_NETWORK: 'true',
      MCP_SERVERS: JSON.stringify([
        { id: 'weather', name: 'Weather Desk', url: `${fake.origin}/mcp` },
        { id: 'closed', name: 'Closed Desk', url: 'http://127.0.0.1:9/mcp', timeoutMs: 1_000 },
        { id: 'retired', name: 'Retired Desk', url: `${fake.origin}/sse`, enabled: false },
      ]),
    },
  });
  owner = await signUp(testApp.app);
}, 60_000);
afterAll(async () => {
  await testApp.close();
  await fake.close();
});

const agentForm = (tools: string[]) => ({
  name: 'Weather coach',
  description: 'Plans your week around the weather',
  instruction: 'Check the forecast before advising.',
  knowledge: 'Rain means indoor sessions.',
  tools,
});

describe('GET /api/mcp-tools', () => {
  it("lists each switched-on server's tools, or says why a server has none", async () => {
    const res = await testApp.app.inject({
      method: 'GET',
      url: '/api/mcp-tools',
      headers: bearer(owner.accessToken),
    });
    expect(res.statusCode).toBe(200);
    const { servers } = res.json();
    expect(servers.map((server: { id: string }) => server.id)).toEqual(['weather', 'closed']);
    expect(servers[0]).toMatchObject({ name: 'Weather Desk', available: true, problem: null });
    expect(servers[0].tools).toContainEqual({
      name: 'forecast',
      description: "Tomorrow's weather for a city.",
      entry: 'mcp:weather/forecast',
    });
    expect(servers[1]).toEqual({
      id: 'closed',
      name: 'Closed Desk',
      available: false,
      problem: 'Closed Desk could not be reached.',
      tools: [],
    });
    // The operator's address and headers are not the owner's business.
    expect(res.body).not.toContain(fake.origin);
  });

  it('asks a visitor to sign in, in the one error shape', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: '/api/mcp-tools' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      error: { code: expect.any(String), message: expect.any(String) },
    });
  });
});

describe("an agent's MCP tools on save", () => {
  it('keeps the tools of a listed server, switched off or not', async () => {
    const tools = ['web_scraper', 'mcp:weather/forecast', 'mcp:retired/forecast'];
    const res = await testApp.app.inject({
      method: 'POST',
      url: '/api/agents',
      headers: bearer(owner.accessToken),
      payload: agentForm(tools),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().tools).toEqual(tools);
  });

  it('refuses a tool of a server this install does not list, creating or replacing', async () => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/agents',
      headers: bearer(owner.accessToken),
      payload: agentForm(['mcp:nowhere/forecast']),
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().error).toMatchObject({
      code: 'unknown_mcp_server',
      message: expect.stringMatching(/no MCP server "nowhere"/),
      details: { servers: ['nowhere'] },
    });
    const ok = await testApp.app.inject({
      method: 'POST',
      url: '/api/agents',
      headers: bearer(owner.accessToken),
      payload: agentForm([]),
    });
    const replaced = await testApp.app.inject({
      method: 'PUT',
      url: `/api/agents/${ok.json().id}`,
      headers: bearer(owner.accessToken),
      payload: agentForm(['mcp:nowhere/forecast']),
    });
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json().error.code).toBe('unknown_mcp_server');
  });

  it('refuses a malformed entry as a validation error', async () => {
    const res = await testApp.app.inject({
      method: 'POST',
      url: '/api/agents',
      headers: bearer(owner.accessToken),
      payload: agentForm(['mcp:no slash']),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/mcp:<server id>\/<tool name>/);
  });
});
