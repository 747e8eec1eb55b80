import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { McpServerConfigSchema, type McpServerConfig } from '../../config-mcp';
import { startFakeMcpServer, type FakeMcpServer } from '../../test/fake-mcp/fake-mcp-server';
import type { AgentTool } from '../tools';
import { createMcpToolLists } from './mcp-tool-lists';
import { createMcpToolSource } from './mcp-tool-source';

let fake: FakeMcpServer;
beforeAll(async () => {
  fake = await startFakeMcpServer();
});
afterAll(() => fake.close());

const serverAt = (path: string, more: Partial<McpServerConfig> = {}) =>
  McpServerConfigSchema.parse({
    id: 'weather',
    name: 'Weather Desk',
    url: `${fake.origin}${path}`,
    transport: path === '/sse' ? 'sse' : 'streamable-http',
    headers: { Authorization: 'Bearer desk-secret' },
    timeoutMs: 1_000,
    ...more,
  });

function sourceFor(server: McpServerConfig, allowPrivateNetwork = true) {
  const network = { allowPrivateNetwork };
  return createMcpToolSource({
    servers: () => [server],
    lists: createMcpToolLists(network),
    network,
  });
}

const agent = (tools: string[]) => ({ id: 'agent-1', ownerId: 'owner-1', tools });
const callContext = () => ({
  agentId: 'agent-1',
  signal: new AbortController().signal,
  now: new Date(),
});

async function toolNamed(server: McpServerConfig, name: string): Promise<AgentTool> {
  const tools = await sourceFor(server).toolsFor(
    agent([`mcp:weather/${name}`]),
    callContext().signal,
  );
  const tool = tools[0];
  if (!tool) throw new Error(`no ${name} tool`);
  return tool;
}

describe.each([
  ['Streamable HTTP', '/mcp'],
  ['SSE', '/sse'],
])('MCP tools over %s', (_transport, path) => {
  it("gives an agent only the tools it switched on, with the server's description", async () => {
    const tools = await sourceFor(serverAt(path)).toolsFor(
      agent([
        'web_scraper',
        'mcp:weather/forecast',
        'mcp:weather/no_such_tool',
        'mcp:other/forecast',
      ]),
      callContext().signal,
    );
    expect(tools.map((tool) => tool.name)).toEqual(['mcp_weather_forecast']);
    expect(tools[0]?.source).toBe('mcp:weather/forecast');
    expect(tools[0]?.description).toBe("Tomorrow's weather for a city.");
    expect(tools[0]?.activity({})).toEqual({ label: 'Asking Weather Desk: forecast' });
  });

  it("calls the tool with the model's input and the operator's headers", async () => {
    const forecast = await toolNamed(serverAt(path), 'forecast');
    await expect(forecast.execute({ city: 'Lyon' }, callContext())).resolves.toBe(
      'Sunny in Lyon, 21°C.',
    );
    expect(fake.calls.at(-1)).toEqual({ tool: 'forecast', args: { city: 'Lyon' } });
    expect(fake.headers.at(-1)?.authorization).toBe('Bearer desk-secret');
  });

  it("fails a call whose tool throws with the tool's own words", async () => {
    const explode = await toolNamed(serverAt(path), 'explode');
    await expect(explode.execute({}, callContext())).rejects.toMatchObject({
      name: 'ToolError',
      message: expect.stringMatching(
        /^Weather Desk could not do that: .*the forecast database is offline/,
      ),
    });
  });

  it('fails a call that hangs past the timeout, and only that call', async () => {
    const server = serverAt(path, { timeoutMs: 600 });
    const stall = await toolNamed(server, 'stall');
    const started = Date.now();
    await expect(stall.execute({}, callContext())).rejects.toMatchObject({
      name: 'ToolError',
      message: 'Weather Desk took too long to answer.',
    });
    expect(Date.now() - started).toBeLessThan(3_000);
    const forecast = await toolNamed(server, 'forecast');
    await expect(forecast.execute({ city: 'Oslo' }, callContext())).resolves.toMatch(/Oslo/);
  });
});

describe('MCP servers and the network rules', () => {
  it('refuses a loopback server unless the operator allows private networks', async () => {
    const lists = createMcpToolLists({ allowPrivateNetwork: false });
    const listing = await lists.list(serverAt('/mcp'));
    expect(listing).toMatchObject({
      ok: false,
      error: {
        message: 'Weather Desk is on a private network address, which this server may not reach.',
      },
    });
    expect(
      await sourceFor(serverAt('/mcp'), false).toolsFor(
        agent(['mcp:weather/forecast']),
        callContext().signal,
      ),
    ).toEqual([]);
  });

  it('gives no tools from a server that is down or switched off, and says why when listing', async () => {
    const down = serverAt('/mcp', { url: 'http://127.0.0.1:9/mcp' });
    const listing = await createMcpToolLists({ allowPrivateNetwork: true }).list(down);
    expect(listing).toMatchObject({
      ok: false,
      error: { message: 'Weather Desk could not be reached.' },
    });
    expect(
      await sourceFor(down).toolsFor(agent(['mcp:weather/forecast']), callContext().signal),
    ).toEqual([]);
    const off = serverAt('/mcp', { enabled: false });
    expect(
      await sourceFor(off).toolsFor(agent(['mcp:weather/forecast']), callContext().signal),
    ).toEqual([]);
  });
});
