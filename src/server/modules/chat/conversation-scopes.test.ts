import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../../shared/schemas/agent';
import type { CreatedApiKey } from '../../../shared/schemas/api-keys';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { createApiKey, createKeyedAgent } from '../../test/api-key-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seededCoach } from '../../test/seeded-coach';

/**
 * Session ids are the caller's own (the attack run's finding 8): a visitor who first used an
 * id could make it answer 404 to a customer's own key on their own agent, and a chat turn told
 * anyone whether an id was taken.
 */
let t: TestApp;
let publicCoach: Agent;
let customer: TestAccount;
let customersAgent: string;
let live: CreatedApiKey;
let ada: TestAccount;
let bob: TestAccount;
beforeAll(async () => {
  t = await buildTestApp();
  publicCoach = await seededCoach(t.app);
  customer = await signUp(t.app, { name: 'Customer' });
  customersAgent = await createKeyedAgent(t.app, customer);
  live = await createApiKey(t.app, customer, customersAgent, { key_type: 'live' });
  ada = await signUp(t.app, { name: 'Ada' });
  bob = await signUp(t.app, { name: 'Bob' });
});
afterAll(() => t.close());

const asVisitor = {};
const chat = (headers: Record<string, string>, session: string, agent: string, message: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers,
    payload: { message, session_id: session, agent_id: agent },
  });
const history = (headers: Record<string, string>, session: string, agent?: string) =>
  t.app.inject({
    url: `/api/conversations/${session}${agent ? `?agent_id=${agent}` : ''}`,
    headers,
  });
const remove = (headers: Record<string, string>, session: string, agent?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/conversations/${session}${agent ? `?agent_id=${agent}` : ''}`,
    headers,
  });
const said = (res: { json(): { messages: Array<{ content: string }> } }) =>
  res.json().messages.map((m) => m.content);

describe('a session id used by a visitor first', () => {
  it("is a fresh conversation for a customer's key, and neither reaches the other's", async () => {
    const visitor = await chat(asVisitor, 'order-5000', publicCoach.id, 'Visitor: my order?');
    expect(visitor.statusCode).toBe(200);
    const key = bearer(live.secret_key);
    const first = await chat(key, 'order-5000', customersAgent, 'Key: where is my order?');
    expect(first.statusCode).toBe(200);
    expect(first.json().message_index).toBe(1);
    expect((await chat(key, 'order-5000', customersAgent, 'Key: again')).json().message_index).toBe(
      3,
    );

    // The key reads its own conversation only: never the visitor's words.
    const keys = await history(key, 'order-5000');
    expect(keys.json().agent_id).toBe(customersAgent);
    expect(said(keys).filter((_, i) => i % 2 === 0)).toEqual([
      'Key: where is my order?',
      'Key: again',
    ]);
    // The visitor reads their own; the key's agent has no visitors' conversation of that id.
    expect(said(await history(asVisitor, 'order-5000', publicCoach.id))[0]).toBe(
      'Visitor: my order?',
    );
    expect((await history(asVisitor, 'order-5000', customersAgent)).statusCode).toBe(404);
    expect((await remove(asVisitor, 'order-5000', customersAgent)).statusCode).toBe(404);
    expect(said(await history(key, 'order-5000'))).toHaveLength(4);

    // The key deletes its own; the visitor's stays.
    expect((await remove(key, 'order-5000')).statusCode).toBe(204);
    expect((await history(key, 'order-5000')).statusCode).toBe(404);
    expect(said(await history(asVisitor, 'order-5000', publicCoach.id))).toHaveLength(2);
  });

  it("does not reach a visitor's conversation from a key, nor delete it", async () => {
    await chat(asVisitor, 'order-5001', publicCoach.id, 'Visitor notes');
    const key = bearer(live.secret_key);
    expect((await history(key, 'order-5001')).statusCode).toBe(404);
    expect((await remove(key, 'order-5001')).statusCode).toBe(404);
    expect(said(await history(asVisitor, 'order-5001', publicCoach.id))).toHaveLength(2);
  });
});

describe("a signed-in person's session ids", () => {
  it('are theirs alone: the same id is someone else’s own conversation', async () => {
    const first = await chat(bearer(ada.accessToken), 'plan-0001', publicCoach.id, 'Ada: pricing');
    expect(first.json().message_index).toBe(1);
    // Bob, a visitor and a key each get a fresh conversation, answered as any new id is.
    for (const [headers, agent] of [
      [bearer(bob.accessToken), publicCoach.id],
      [asVisitor, publicCoach.id],
      [bearer(live.secret_key), customersAgent],
    ] as const) {
      const res = await chat(headers, 'plan-0001', agent, 'Someone else');
      expect(res.statusCode).toBe(200);
      expect(res.json().message_index).toBe(1);
    }
    expect(said(await history(bearer(ada.accessToken), 'plan-0001'))).toEqual([
      'Ada: pricing',
      first.json().response,
    ]);
    expect((await remove(bearer(bob.accessToken), 'plan-0001')).statusCode).toBe(204);
    expect(said(await history(bearer(ada.accessToken), 'plan-0001'))).toHaveLength(2);
    expect((await history(bearer(bob.accessToken), 'plan-0001')).statusCode).toBe(404);
  });

  it("are told apart from another agent's only within their own namespace", async () => {
    const other = await createKeyedAgent(t.app, ada, { mode: 'PUBLIC' });
    await chat(bearer(ada.accessToken), 'plan-0002', publicCoach.id, 'Ada: hello');
    const mine = await chat(bearer(ada.accessToken), 'plan-0002', other, 'Ada: and you?');
    expect(mine.statusCode).toBe(409);
    expect(mine.json().error.code).toBe('session_in_use');
    // Anyone else with the same id and that agent: no 409, nothing learnt.
    expect((await chat(bearer(bob.accessToken), 'plan-0002', other, 'Bob')).statusCode).toBe(200);
    expect((await chat(asVisitor, 'plan-0002', other, 'Visitor')).statusCode).toBe(200);
  });
});

describe("visitors' session ids", () => {
  it('are kept per agent: the same id with two agents is two conversations', async () => {
    const other = await createKeyedAgent(t.app, customer, { mode: 'PUBLIC' });
    await chat(asVisitor, 'visit-0001', publicCoach.id, 'To the coach');
    const elsewhere = await chat(asVisitor, 'visit-0001', other, 'To the other');
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().message_index).toBe(1);
    expect(said(await history(asVisitor, 'visit-0001', other))[0]).toBe('To the other');
    expect(said(await history(asVisitor, 'visit-0001', publicCoach.id))[0]).toBe('To the coach');
  });

  it('need agent_id to read or delete, in words', async () => {
    for (const res of [
      await history(asVisitor, 'visit-0001'),
      await remove(asVisitor, 'visit-0001'),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/send agent_id/);
    }
  });
});

describe('a restricted key', () => {
  const refusal =
    'Restricted keys can only open widget sessions; use a live or test key on your server.';

  it("is refused reading, deleting and rating even its own widget's conversation", async () => {
    const restricted = await createApiKey(t.app, customer, customersAgent, {
      key_type: 'restricted',
    });
    const site = 'https://shop.example.com';
    const session = 'w_widget_chat_1';
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/widget/token/${session}/${customersAgent}`,
      headers: { ...bearer(restricted.secret_key), origin: site },
      payload: { agent_id: customersAgent, session_id: session },
    });
    expect(opened.statusCode).toBe(200);
    const widget = { ...bearer(opened.json().token), origin: site };
    expect((await chat(widget, session, customersAgent, 'Hello from the page')).statusCode).toBe(
      200,
    );
    // The widget itself reads its history, as the panel does on a reload.
    expect((await history(widget, session)).statusCode).toBe(200);

    const key = bearer(restricted.secret_key);
    const rate = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: key,
      payload: {
        session_id: session,
        agent_id: customersAgent,
        message_index: 1,
        feedback: 'positive',
      },
    });
    for (const res of [await history(key, session), await remove(key, session), rate]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({ code: 'restricted_key', message: refusal });
    }
    expect(said(await history(widget, session))).toHaveLength(2);
  });
});
