import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../test/accounts';
import { createApiKey, createKeyedAgent } from '../../test/api-key-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

/**
 * The widget's thumbs (issue 33 §2) rate a reply into the same feedback store as the app:
 * a widget session rates replies of its own session only, from its own site.
 */
let t: TestApp;
let agentId: string;
let restrictedKey: string;
const site = 'https://shop.example.com';
beforeAll(async () => {
  t = await buildTestApp();
  const owner = await signUp(t.app, { name: 'Owner' });
  agentId = await createKeyedAgent(t.app, owner);
  restrictedKey = (await createApiKey(t.app, owner, agentId, { key_type: 'restricted' }))
    .secret_key;
});
afterAll(() => t.close());

async function widgetSession(session: string) {
  const opened = await t.app.inject({
    method: 'POST',
    url: `/api/widget/token/${session}/${agentId}`,
    headers: { ...bearer(restrictedKey), origin: site },
    payload: { agent_id: agentId, session_id: session },
  });
  expect(opened.statusCode).toBe(200);
  return { ...bearer(opened.json().token as string), origin: site };
}

const rate = (headers: Record<string, string>, session: string, reason: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers,
    payload: {
      session_id: session,
      agent_id: agentId,
      message_index: 1,
      feedback: 'negative',
      reason,
    },
  });

describe("a widget session's rating", () => {
  it('is stored with its reason, read back with the conversation, and allowed cross-origin', async () => {
    const session = 'w_rates_its_reply';
    const widget = await widgetSession(session);
    const turn = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: widget,
      payload: { message: 'How do I price?', session_id: session, agent_id: agentId },
    });
    expect(turn.statusCode).toBe(200);

    const rated = await rate(widget, session, 'Too vague for my shop');
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.headers['access-control-allow-origin']).toBe(site);
    const read = await t.app.inject({ url: `/api/conversations/${session}`, headers: widget });
    expect(read.json().messages[1].feedback).toBe('negative');
  });

  it("never reaches another session's conversation", async () => {
    const other = 'w_someone_else';
    const theirs = await widgetSession(other);
    await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: theirs,
      payload: { message: 'Hello', session_id: other, agent_id: agentId },
    });
    const mine = await widgetSession('w_a_stranger');
    const refused = await rate(mine, other, 'Not mine to rate');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('not_found');
  });
});
