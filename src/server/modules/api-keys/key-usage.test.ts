import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { agentWithKey, daysAgo, keyCall, keyConversation, rate } from '../../test/key-usage-data';

let t: TestApp;
let owner: TestAccount;
let stranger: TestAccount;
let agentId: string;
let keyId: string;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false' } });
  owner = await signUp(t.app, { name: 'Owner' });
  stranger = await signUp(t.app, { name: 'Stranger' });
  ({
    agentId,
    key: { id: keyId },
  } = await agentWithKey(t.app, owner));

  const recent = await keyConversation(t.app, {
    agentId,
    keyId,
    said: [
      { text: 'How do I price?', at: daysAgo(2, 9) },
      { text: 'And discounts?', at: daysAgo(2, 10) },
      { text: 'Thanks', at: daysAgo(0) },
    ],
  });
  await keyConversation(t.app, {
    agentId,
    keyId,
    channel: 'widget',
    origin: 'https://shop.example',
    said: [{ text: 'Old question', at: daysAgo(40) }],
  });
  await rate(t.app, {
    conversationId: recent.conversationId,
    agentId,
    messageIndex: 1,
    rating: 'positive',
  });
  await rate(t.app, {
    conversationId: recent.conversationId,
    agentId,
    messageIndex: 3,
    rating: 'negative',
  });

  const record = t.app.usageRecorder.record;
  for (const latencyMs of [10, 20, 30]) record(keyCall(keyId, { latencyMs, at: daysAgo(0) }));
  record(
    keyCall(keyId, {
      kind: 'chat_stream',
      route: '/api/chat/stream',
      latencyMs: 1000,
      at: daysAgo(0),
    }),
  );
  const refused = { latencyMs: 1, at: daysAgo(0) };
  record(
    keyCall(keyId, {
      ...refused,
      status: 429,
      origin: 'https://shop.example',
      outcome: 'refused_key_limit',
    }),
  );
  record(
    keyCall(keyId, {
      ...refused,
      status: 403,
      origin: 'https://evil.example',
      outcome: 'refused_origin',
    }),
  );
  record(keyCall(keyId, { ...refused, status: 402, outcome: 'refused_plan_limit' }));
  record(keyCall(keyId, { status: 500, latencyMs: 5, at: daysAgo(2), outcome: 'error' }));
  record(keyCall(keyId, { at: daysAgo(40) }));
  // Another key of the same agent: its calls are never counted for this one.
  const other = await agentWithKey(t.app, owner);
  record(keyCall(other.key.id));
});
afterAll(() => t.close());

const get = (path: string, account: TestAccount | null = owner) =>
  t.app.inject({
    url: `/api/auth/api-keys/${agentId}/${keyId}/${path}`,
    headers: account ? bearer(account.accessToken) : {},
  });

describe('usage', () => {
  it('gives every day of the window, oldest first, zeros included, with the calls just made', async () => {
    const res = await get('usage?days=7');
    expect(res.statusCode).toBe(200);
    const usage = res.json();
    expect(usage).toMatchObject({
      key_id: keyId,
      days: 7,
      total_requests: 8,
      rate_limited: 1,
      refused: 3,
    });
    expect(usage.by_day).toHaveLength(7);
    // Refusals are not errors: today's three refused calls are counted apart.
    expect(usage.by_day.at(-1)).toEqual({
      date: today,
      requests: 7,
      errors: 0,
      refused: 3,
      sessions: 1,
      messages: 1,
      p50_ms: 20,
      p95_ms: 29,
    });
    expect(usage.by_day[4]).toMatchObject({
      requests: 1,
      errors: 1,
      refused: 0,
      sessions: 1,
      messages: 2,
    });
    expect(usage.by_day[0]).toMatchObject({ requests: 0, errors: 0, p50_ms: null, p95_ms: null });
  });

  it('defaults to 30 days and refuses a window it does not keep', async () => {
    expect((await get('usage')).json().by_day).toHaveLength(30);
    const res = await get('usage?days=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('days must be at least 1');
  });
});

describe('analytics', () => {
  it('counts requests, sessions, messages, errors, refusals by reason, latency, feedback and origins', async () => {
    const res = await get('analytics?days=30');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      requests: 8,
      sessions: 1,
      messages: 3,
      errors: 1,
      refused: { origin: 1, key_limit: 1, plan_limit: 1 },
      latency_ms: { p50: 20, p95: 29, stream_p50: 1000, stream_p95: 1000 },
      feedback: { positive: 1, negative: 1, ratio: 0.5 },
      origins: [
        { origin: 'https://evil.example', requests: 1, refused: 1 },
        { origin: 'https://shop.example', requests: 1, refused: 1 },
      ],
    });
    expect(res.json().by_day).toHaveLength(30);
  });

  it('reaches further back with a longer window', async () => {
    const res = await get('analytics?days=60');
    expect(res.json()).toMatchObject({ requests: 9, sessions: 2, messages: 4 });
  });
});

describe('sessions', () => {
  it('lists the sessions analytics count for the same window: as many, the same ones', async () => {
    for (const days of [30, 60]) {
      const analytics = (await get(`analytics?days=${days}`)).json();
      const page = (await get(`sessions?days=${days}`)).json();
      expect(page.total).toBe(analytics.sessions);
      expect(page.sessions).toHaveLength(analytics.sessions);
    }
    // The conversation of 40 days ago is not among the last 30 days' sessions.
    const page = (await get('sessions')).json();
    expect(page.sessions.map((s: { channel: string }) => s.channel)).toEqual(['api']);
  });

  it('lists the conversations, latest activity first, each with its transcript', async () => {
    const res = await get('sessions?days=60');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 2, skip: 0, limit: 100 });
    const [recent, old] = page.sessions;
    expect(recent).toMatchObject({
      channel: 'api',
      origin: null,
      started_at: daysAgo(2, 9).toISOString(),
    });
    expect(recent.messages.map((m: { index: number; role: string }) => [m.index, m.role])).toEqual([
      [0, 'user'],
      [1, 'coach'],
      [2, 'user'],
      [3, 'coach'],
      [4, 'user'],
      [5, 'coach'],
    ]);
    expect(recent.last_message_at).toBe(new Date(daysAgo(0).getTime() + 1000).toISOString());
    expect(old).toMatchObject({ channel: 'widget', origin: 'https://shop.example' });
    expect(old.messages[0]).toMatchObject({ role: 'user', content: 'Old question' });
  });

  it('pages with skip and limit', async () => {
    const page = (await get('sessions?days=60&skip=1&limit=1')).json();
    expect(page).toMatchObject({ total: 2, skip: 1, limit: 1 });
    expect(page.sessions.map((s: { channel: string }) => s.channel)).toEqual(['widget']);
  });
});

describe('who may read', () => {
  it.each(['usage', 'analytics', 'sessions', 'export'])('%s: the owner only', async (path) => {
    expect((await get(path, stranger)).statusCode).toBe(404);
    expect((await get(path, null)).statusCode).toBe(401);
    const elsewhere = await t.app.inject({
      url: `/api/auth/api-keys/${(await agentWithKey(t.app, owner)).agentId}/${keyId}/${path}`,
      headers: bearer(owner.accessToken),
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error.message).toBe(`API key ${keyId} was not found.`);
  });
});
