import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { createApiKey, createKeyedAgent } from '../../test/api-key-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { joinedDeltas, parseEventStream } from '../../test/sse';

const SITE = 'https://shop.example.com';
const OFF_TOPIC = 'What is the best recipe for sourdough bread?';
let t: TestApp;
let owner: TestAccount;
let agentId: string;

const sessionId = () => `w_${randomUUID().replaceAll('-', '')}`;

/** A widget session opened on SITE with `secret`, as the widget does on a customer's page. */
async function openSession(secret: string, session = sessionId()) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/widget/token/${session}/${agentId}`,
    headers: { ...bearer(secret), origin: SITE },
    payload: { agent_id: agentId, session_id: session },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { session, token: res.json().token as string };
}

const send = (token: string, session: string, message = OFF_TOPIC) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat/stream',
    headers: { ...bearer(token), origin: SITE },
    payload: { message, session_id: session, agent_id: agentId },
  });

const readBack = (token: string, session: string) =>
  t.app.inject({
    url: `/api/conversations/${session}`,
    headers: { ...bearer(token), origin: SITE },
  });

beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false' } });
  owner = await signUp(t.app);
  agentId = await createKeyedAgent(t.app, owner, {
    name: 'Pricing Helper',
    widget_display_name: 'Pricing Pal',
  });
});
afterAll(() => t.close());

describe('a visitor on a customer site', () => {
  it("meets the coach by the widget's display name, never its internal name", async () => {
    const key = await createApiKey(t.app, owner, agentId, { key_type: 'restricted' });
    const { session, token } = await openSession(key.secret_key);
    const res = await send(token, session);
    expect(res.statusCode).toBe(200);
    const reply = joinedDeltas(parseEventStream(res.body));
    expect(reply).toContain('outside what I cover as Pricing Pal');
    expect(reply).not.toContain('Pricing Helper');

    // The owner, in the app, still talks to the agent by its own name.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: bearer(owner.accessToken),
      payload: { message: OFF_TOPIC, session_id: sessionId(), agent_id: agentId },
    });
    expect(own.json().response).toContain('outside what I cover as Pricing Helper');
  });

  it('reads back a session that has said nothing yet as empty, not as a 404', async () => {
    const key = await createApiKey(t.app, owner, agentId, { key_type: 'restricted' });
    const { session, token } = await openSession(key.secret_key);
    const res = await readBack(token, session);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ session_id: session, agent_id: agentId, messages: [] });
    // Another session's id is still nobody's business.
    expect((await readBack(token, sessionId())).statusCode).toBe(404);
  });

  it("reads its history back without spending the key's hourly requests", async () => {
    const key = await createApiKey(t.app, owner, agentId, {
      key_type: 'restricted',
      rate_limit_per_hour: 3,
    });
    const { session, token } = await openSession(key.secret_key); // 1 of 3
    for (let i = 0; i < 4; i++) expect((await readBack(token, session)).statusCode).toBe(200);
    expect((await send(token, session)).statusCode).toBe(200); // 2 of 3
    expect((await send(token, session, 'And for bagels?')).statusCode).toBe(200); // 3 of 3
    const refused = await send(token, session, 'And for croissants?');
    expect(refused.statusCode).toBe(429);
    // The API's callers keep the precise reason; the widget shows visitors a neutral sentence.
    expect(refused.json().error).toMatchObject({ code: 'rate_limited' });
    expect(refused.json().error.message).toContain('limit of 3 requests per hour');
    // At the limit the visitor still sees what was said.
    const history = await readBack(token, session);
    expect(history.statusCode).toBe(200);
    expect(history.json().messages).toHaveLength(4);
  });
});
