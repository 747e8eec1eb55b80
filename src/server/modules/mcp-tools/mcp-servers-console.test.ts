import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorLog } from '../../db/admin-schema';
import { mcpServers } from '../../db/schema';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { startFakeMcpServer, type FakeMcpServer } from '../../test/fake-mcp/fake-mcp-server';

const SECRET = 'console-desk-secret-4711';

let fake: FakeMcpServer;
let testApp: TestApp;
let operator: TestAccount;

beforeAll(async () => {
  fake = await startFakeMcpServer();
  testApp = await buildTestApp({
    env: {
      TOOLS_ALLOW_PRIVATE_NETWORK: 'true',
      MCP_SERVERS: JSON.stringify([
        { id: 'weather', name: 'Weather Desk', url: `${fake.origin}/mcp` },
      ]),
    },
  });
  // The first account of a fresh install runs it.
  operator = await signUp(testApp.app);
}, 60_000);
afterAll(async () => {
  await testApp.close();
  await fake.close();
});

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
const call = ({ method, url, payload }: Call, token = operator.accessToken) =>
  testApp.app.inject({ method, url, payload, headers: bearer(token) });
const add = (payload: object) => call({ method: 'POST', url: '/api/admin/mcp-servers', payload });
const list = async () => (await call({ method: 'GET', url: '/api/admin/mcp-servers' })).json();
const testServer = (id: string) =>
  call({ method: 'POST', url: `/api/admin/mcp-servers/${id}/test` });
const desk = (more: object = {}) => ({
  id: 'desk',
  name: 'Console Desk',
  url: `${fake.origin}/mcp`,
  headers: { 'X-Desk-Key': SECRET },
  ...more,
});

describe('MCP servers added in the console', () => {
  it('are listed beside MCP_SERVERS, with header names but never their values', async () => {
    const created = await add(desk());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      id: 'desk',
      source: 'console',
      header_names: ['X-Desk-Key'],
      transport: 'streamable-http',
      timeout_ms: 15_000,
      enabled: true,
      updated_by: operator.email,
    });
    const listed = await call({ method: 'GET', url: '/api/admin/mcp-servers' });
    expect(
      listed.json().servers.map((s: { id: string; source: string }) => [s.id, s.source]),
    ).toEqual([
      ['weather', 'config'],
      ['desk', 'console'],
    ]);
    expect(`${created.body}${listed.body}`).not.toContain(SECRET);
    // At rest, the value is sealed: the row holds its name only.
    const [row] = await testApp.database.db
      .select()
      .from(mcpServers)
      .where(eq(mcpServers.id, 'desk'));
    expect(Object.keys(row?.headersSealed ?? {})).toEqual(['X-Desk-Key']);
    expect(JSON.stringify(row)).not.toContain(SECRET);
    const [logged] = await testApp.database.db
      .select()
      .from(operatorLog)
      .orderBy(desc(operatorLog.createdAt))
      .limit(1);
    expect(logged).toMatchObject({ action: 'mcp-server-add', actor: operator.email });
    expect(JSON.stringify(logged)).not.toContain(SECRET);
  });

  it('offer their tools to owners, and Test sends the stored header', async () => {
    const tools = await call({ method: 'GET', url: '/api/mcp-tools' });
    const listed = tools.json().servers.find((s: { id: string }) => s.id === 'desk');
    expect(listed).toMatchObject({ name: 'Console Desk', available: true });
    expect(listed.tools).toContainEqual(expect.objectContaining({ entry: 'mcp:desk/forecast' }));
    const tested = await testServer('desk');
    expect(tested.json()).toMatchObject({
      ok: true,
      message: 'Console Desk answered with 3 tools.',
    });
    expect(fake.headers.at(-1)?.['x-desk-key']).toBe(SECRET);
  });

  it('keep their headers through a change unless one is replaced or removed', async () => {
    const renamed = await call({
      method: 'PUT',
      url: '/api/admin/mcp-servers/desk',
      payload: {
        name: 'Renamed Desk',
        url: `${fake.origin}/sse`,
        transport: 'sse',
        timeout_ms: 5_000,
      },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Renamed Desk',
      transport: 'sse',
      header_names: ['X-Desk-Key'],
    });
    expect((await testServer('desk')).json()).toMatchObject({ ok: true });
    expect(fake.headers.at(-1)?.['x-desk-key']).toBe(SECRET);

    const swapped = await call({
      method: 'PUT',
      url: '/api/admin/mcp-servers/desk',
      payload: {
        name: 'Renamed Desk',
        url: `${fake.origin}/mcp`,
        headers: { 'x-desk-key': null, Authorization: 'Bearer fresh-token' },
      },
    });
    expect(swapped.json().header_names).toEqual(['Authorization']);
    await testServer('desk');
    expect(fake.headers.at(-1)?.['x-desk-key']).toBeUndefined();
    expect(fake.headers.at(-1)?.authorization).toBe('Bearer fresh-token');
  });

  it('refuses an id MCP_SERVERS or the console already uses, in a sentence', async () => {
    const clash = await add(desk({ id: 'weather' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toMatchObject({
      code: 'mcp_server_id_taken',
      message: 'MCP_SERVERS already lists a server with the id "weather". Choose another id.',
    });
    const twice = await add(desk());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toMatch(/already added in the console/);
  });

  it('leaves the servers of MCP_SERVERS read-only', async () => {
    const res = await call({ method: 'DELETE', url: '/api/admin/mcp-servers/weather' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/set in MCP_SERVERS/);
    expect((await list()).servers.map((s: { id: string }) => s.id)).toContain('weather');
  });

  it('switched off, stop offering their tools; on again, offer them', async () => {
    const toggle = (enabled: boolean) =>
      call({ method: 'PUT', url: '/api/admin/mcp-servers/desk/enabled', payload: { enabled } });
    const offered = async () =>
      (await call({ method: 'GET', url: '/api/mcp-tools' }))
        .json()
        .servers.map((s: { id: string }) => s.id);
    expect((await toggle(false)).json().enabled).toBe(false);
    expect(await offered()).toEqual(['weather']);
    expect((await toggle(true)).json().enabled).toBe(true);
    expect(await offered()).toEqual(['weather', 'desk']);
  });

  it('are for operators only', async () => {
    const person = await signUp(testApp.app);
    const res = await call(
      { method: 'POST', url: '/api/admin/mcp-servers', payload: desk({ id: 'intruder' }) },
      person.accessToken,
    );
    expect(res.statusCode).toBe(403);
    expect((await list()).servers.map((s: { id: string }) => s.id)).not.toContain('intruder');
  });

  it('once removed, are gone for agents too', async () => {
    const removed = await call({ method: 'DELETE', url: '/api/admin/mcp-servers/desk' });
    expect(removed.statusCode).toBe(204);
    expect((await list()).servers.map((s: { id: string }) => s.id)).toEqual(['weather']);
    const agent = await call({
      method: 'POST',
      url: '/api/agents',
      payload: {
        name: 'Desk coach',
        description: 'Reads the desk',
        instruction: 'Use the desk.',
        knowledge: 'None.',
        tools: ['mcp:desk/forecast'],
      },
    });
    expect(agent.statusCode).toBe(400);
    expect(agent.json().error.code).toBe('unknown_mcp_server');
    const again = await call({ method: 'DELETE', url: '/api/admin/mcp-servers/desk' });
    expect(again.statusCode).toBe(404);
  });
});

describe('the address of a console MCP server', () => {
  let guarded: TestApp;
  let guardedOperator: TestAccount;
  beforeAll(async () => {
    guarded = await buildTestApp();
    guardedOperator = await signUp(guarded.app);
  }, 60_000);
  afterAll(() => guarded.close());

  it('is refused on a private network, as an error of the url field', async () => {
    const res = await guarded.app.inject({
      method: 'POST',
      url: '/api/admin/mcp-servers',
      headers: bearer(guardedOperator.accessToken),
      payload: desk({ url: 'http://127.0.0.1:9/mcp' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      details: {
        issues: [
          {
            path: 'body.url',
            message:
              'This address is on a private network (or this machine), which this server may not reach.',
          },
        ],
      },
    });
    const rows = await guarded.database.db.select().from(mcpServers);
    expect(rows).toEqual([]);
  });
});
