import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiKeyRequests, apiKeys } from '../../db/api-keys-schema';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { newSessionId } from '../../test/authorization-routes';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { agentWithKey } from '../../test/key-usage-data';
import { generateKeySecret, hashKeySecret } from './key-secret';

let t: TestApp;
let owner: TestAccount;
let agentId: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false' } });
  owner = await signUp(t.app);
  ({ agentId } = await agentWithKey(t.app, owner));
});
afterAll(() => t.close());

/** A live key of the owner's agent with a real secret, as key creation stores it. */
async function liveKey(settings: { rateLimitPerHour?: number; allowedDomains?: string[] } = {}) {
  const made = generateKeySecret('live');
  const [key] = await t.app.db
    .insert(apiKeys)
    .values({
      agentId,
      name: 'Site',
      keyType: 'live',
      keyPrefix: made.keyPrefix,
      lookup: made.lookup,
      secretHash: hashKeySecret(t.app.apiKeys.pepper, made.secret),
      ...settings,
    })
    .returning();
  return { id: key!.id, secret: made.secret };
}

/** The key's ledger once `calls` are in it: onResponse runs just after inject resolves. */
async function ledgerOf(keyId: string, calls: number) {
  return vi.waitFor(async () => {
    await t.app.usageRecorder.flush();
    const rows = await t.app.db
      .select()
      .from(apiKeyRequests)
      .where(eq(apiKeyRequests.keyId, keyId))
      .orderBy(apiKeyRequests.at);
    expect(rows).toHaveLength(calls);
    return rows;
  });
}

const chat = (secret: string, sessionId: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: { ...bearer(secret), ...headers },
    payload: { message: 'How do I price?', session_id: sessionId, agent_id: agentId },
  });

it('records each call made with a key: what, when, how it ended, how long, which session', async () => {
  const key = await liveKey();
  const sessionId = newSessionId();
  const before = Date.now();
  const res = await chat(key.secret, sessionId, { origin: 'https://shop.example' });
  const [row] = await ledgerOf(key.id, 1);
  expect(row).toMatchObject({
    kind: 'chat',
    method: 'POST',
    route: '/api/chat',
    status: res.statusCode,
    sessionId,
    origin: 'https://shop.example',
  });
  expect(row!.at.getTime()).toBeGreaterThanOrEqual(before - 5);
  expect(row!.latencyMs).toBeGreaterThanOrEqual(0);
  const [stored] = await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
  expect(stored!.lastUsedAt!.getTime()).toBeGreaterThanOrEqual(row!.at.getTime());
});

it('records the route pattern, not the URL', async () => {
  const key = await liveKey();
  await t.app.inject({ url: `/api/conversations/${newSessionId()}`, headers: bearer(key.secret) });
  const rows = await ledgerOf(key.id, 1);
  expect(rows.map((r) => [r.kind, r.route, r.status])).toEqual([
    ['conversation', '/api/conversations/:session_id', 404],
  ]);
});

const lastUsedAt = async (keyId: string) =>
  (await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, keyId)))[0]!.lastUsedAt;

it('records a call refused by the key’s hourly limit as that refusal, not as a use of the key', async () => {
  const key = await liveKey({ rateLimitPerHour: 1 });
  await chat(key.secret, newSessionId());
  const [accepted] = await ledgerOf(key.id, 1);
  const usedAt = await lastUsedAt(key.id);
  expect(usedAt).toEqual(accepted!.at);
  const refused = await chat(key.secret, newSessionId());
  expect(refused.statusCode).toBe(429);
  const rows = await ledgerOf(key.id, 2);
  expect(rows.map((r) => [r.status, r.outcome])).toEqual([
    [200, 'ok'],
    [429, 'refused_key_limit'],
  ]);
  expect(await lastUsedAt(key.id)).toEqual(usedAt);
});

it('records a browser call refused for its origin, and the key stays unused', async () => {
  const key = await liveKey({ allowedDomains: ['shop.example'] });
  const refused = await chat(key.secret, newSessionId(), { origin: 'https://evil.example' });
  expect(refused.statusCode).toBe(403);
  expect(await ledgerOf(key.id, 1)).toEqual([
    expect.objectContaining({
      status: 403,
      origin: 'https://evil.example',
      outcome: 'refused_origin',
    }),
  ]);
  expect(await lastUsedAt(key.id)).toBeNull();
});

it('records a failed call as an error, which still used the key', async () => {
  const key = await liveKey();
  await t.app.inject({ url: `/api/conversations/${newSessionId()}`, headers: bearer(key.secret) });
  const [row] = await ledgerOf(key.id, 1);
  expect(row!.outcome).toBe('error');
  expect(await lastUsedAt(key.id)).toEqual(row!.at);
});

describe('what kind of call the ledger says each was', () => {
  const AGENT = ':agent';
  it.each([
    ['chat', 'POST', '/api/chat'],
    ['chat_stream', 'POST', '/api/chat/stream'],
    ['chat_files', 'POST', '/api/chat-with-files'],
    ['chat_files', 'POST', '/api/chat-with-files/stream'],
    ['conversation', 'GET', `/api/conversations/${newSessionId()}`],
    ['conversation', 'DELETE', `/api/conversations/${newSessionId()}`],
    ['mcp', 'POST', `/api/agents/${AGENT}/mcp`],
    ['mcp', 'GET', `/api/agents/${AGENT}/mcp`],
    ['other', 'GET', `/api/agents/${AGENT}`],
  ] as const)('%s: %s %s', async (kind, method, url) => {
    const key = await liveKey();
    await t.app.inject({
      method,
      url: url.replace(AGENT, agentId),
      headers: { ...bearer(key.secret), accept: 'application/json, text/event-stream' },
      ...(method === 'POST' && {
        payload: url.includes('mcp')
          ? { jsonrpc: '2.0', id: 1, method: 'tools/list' }
          : { message: 'How do I price?', session_id: newSessionId(), agent_id: agentId },
      }),
    });
    const [row] = await ledgerOf(key.id, 1);
    expect(row!.kind).toBe(kind);
  });

  it("names a widget session's opening, its chat turns and its reads as the widget's", async () => {
    const key = await liveKey();
    const site = { origin: 'https://shop.example' };
    const sessionId = newSessionId();
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/widget/token/${sessionId}/${agentId}`,
      headers: { ...bearer(key.secret), ...site },
      payload: { agent_id: agentId, session_id: sessionId, domain: 'shop.example' },
    });
    expect(opened.statusCode).toBe(200);
    const widget = { ...bearer(opened.json().token as string), ...site };
    for (const url of ['/api/chat', '/api/chat/stream']) {
      await t.app.inject({
        method: 'POST',
        url,
        headers: widget,
        payload: { message: 'How do I price?', session_id: sessionId, agent_id: agentId },
      });
    }
    await t.app.inject({ url: `/api/conversations/${sessionId}`, headers: widget });
    const rows = await ledgerOf(key.id, 4);
    expect(rows.map((row) => [row.kind, row.route])).toEqual([
      ['widget_token', '/api/widget/token/:session_id/:agent_id'],
      ['widget_chat', '/api/chat'],
      ['widget_chat', '/api/chat/stream'],
      ['conversation', '/api/conversations/:session_id'],
    ]);
  });
});
