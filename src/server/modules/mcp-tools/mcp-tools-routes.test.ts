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
        {
          id: 'weather',
          name: 'Weather Desk',
          url: `${fake.origin}/mcp`,
          headers: { 'X-Desk-Key': 'desk-key-value' },
        },
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

describe('the console: /api/admin/mcp-servers', () => {
  const asOperator = () => bearer(owner.accessToken);

  it('lists the servers with the names of their headers, never the values', async () => {
    const res = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/mcp-servers',
      headers: asOperator(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().servers[0]).toEqual({
      id: 'weather',
      name: 'Weather Desk',
      url: `${fake.origin}/mcp`,
      transport: 'streamable-http',
      header_names: ['X-Desk-Key'],
      timeout_ms: 15_000,
      enabled: true,
      source: 'config',
      updated_by: null,
      updated_at: null,
    });
    expect(res.body).not.toContain('desk-key-value');
  });

  it("Test lists a server's tools afresh, or says in a sentence why it cannot", async () => {
    const test = (id: string) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/admin/mcp-servers/${id}/test`,
        headers: asOperator(),
      });
    const working = await test('weather');
    expect(working.json()).toMatchObject({
      ok: true,
      message: 'Weather Desk answered with 3 tools.',
    });
    expect(fake.headers.at(-1)?.['x-desk-key']).toBe('desk-key-value');
    expect((await test('closed')).json()).toEqual({
      ok: false,
      message: 'Closed Desk could not be reached.',
      tools: [],
    });
    const unknown = await test('nowhere');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No MCP server is listed as nowhere.');
    const malformed = await test('no%20such');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatchObject({ message: expect.any(String) });
  });

  it('is for operators only', async () => {
    const person = await signUp(testApp.app);
    const res = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/mcp-servers',
      headers: bearer(person.accessToken),
    });
    expect(res.statusCode).toBe(403);
  });
});
