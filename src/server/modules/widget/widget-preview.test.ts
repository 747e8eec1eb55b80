import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WIDGET_APPEARANCE } from '../../../shared/schemas/widget-appearance';
import { apiKeyRequests } from '../../db/api-keys-schema';
import { usageCounters } from '../../db/billing-schema';
import { conversations } from '../../db/chat-schema';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { createApiKey, createKeyedAgent } from '../../test/api-key-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { joinedDeltas, parseEventStream } from '../../test/sse';
import { voiceSocket } from '../../test/voice-socket';

const BUILDER = 'https://coach.example';
let t: TestApp;
let owner: TestAccount;
let stranger: TestAccount;
let agentId: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false', PUBLIC_URL: BUILDER } });
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
  agentId = await createKeyedAgent(t.app, owner);
  // A key the agent's real widget would use: the preview must leave its usage untouched.
  await createApiKey(t.app, owner, agentId, { key_type: 'live' });
});
afterAll(() => t.close());

const unsaved = {
  ...DEFAULT_WIDGET_APPEARANCE,
  brand_color: '#0f766e',
  launcher: 'pill',
  launcher_label: 'Try me',
  greeting: 'Unsaved greeting',
};

const openPreview = (who: TestAccount, agent = agentId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/widget/preview/${agent}`,
    headers: { ...bearer(who.accessToken), origin: BUILDER },
    payload: unsaved,
  });

/** What the panel does with the preview token in place of the key. */
async function previewSession(pass: string, origin = BUILDER) {
  const session = `w_${randomUUID().replaceAll('-', '')}`;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/widget/token/${session}/${agentId}`,
    headers: { ...bearer(pass), origin },
    payload: { agent_id: agentId, session_id: session },
  });
  return { res, session };
}

async function countersOf(userId: string) {
  const rows = await t.app.db
    .select({ used: usageCounters.used })
    .from(usageCounters)
    .where(eq(usageCounters.accountId, userId));
  return rows.reduce((sum, row) => sum + row.used, 0);
}

async function ledgerRows() {
  await t.app.usageRecorder.flush();
  return (await t.app.db.select({ id: apiKeyRequests.id }).from(apiKeyRequests)).length;
}

describe('the builder preview', () => {
  it('shows the unsaved settings in a session of its own that counts toward nothing', async () => {
    const opened = await openPreview(owner);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().look).toMatchObject({ launcher: 'pill', launcher_label: 'Try me' });
    const [plan, ledger] = [await countersOf(owner.userId), await ledgerRows()];

    const { res, session } = await previewSession(opened.json().token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      preview: true,
      voice_available: false,
      appearance: { greeting: 'Unsaved greeting', brand_color: '#0f766e', launcher: 'pill' },
    });
    const turn = await t.app.inject({
      method: 'POST',
      url: '/api/chat/stream',
      headers: { ...bearer(res.json().token), origin: BUILDER },
      payload: {
        message: 'How should I price my product?',
        session_id: session,
        agent_id: agentId,
      },
    });
    expect(turn.statusCode).toBe(200);
    expect(joinedDeltas(parseEventStream(turn.body)).length).toBeGreaterThan(10);

    const [stored] = await t.app.db
      .select()
      .from(conversations)
      .where(eq(conversations.sessionId, session));
    expect(stored).toMatchObject({
      channel: 'preview',
      scope: `preview:${owner.userId}`,
      apiKeyId: null,
    });
    expect(await countersOf(owner.userId)).toBe(plan);
    expect(await ledgerRows()).toBe(ledger);
  });

  it("cannot be opened for someone else's agent, nor by a visitor", async () => {
    expect((await openPreview(stranger)).statusCode).toBe(404);
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/widget/preview/${agentId}`,
      headers: { origin: BUILDER },
      payload: unsaved,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('works only on the builder page it was opened from', async () => {
    const { token } = (await openPreview(owner)).json();
    const { res } = await previewSession(token, 'https://elsewhere.example');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      `This preview was opened on ${BUILDER} and can only be used there.`,
    );
  });

  it('opens no call: a preview bills nobody, so its token is refused on the voice socket', async () => {
    const { token } = (await openPreview(owner)).json();
    const { session } = await previewSession(token);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const heard = await voiceSocket(
      `ws://127.0.0.1:${port}/api/voice/${session}/${agentId}?token=${encodeURIComponent(token)}`,
      { origin: BUILDER },
    );
    expect(heard.code).toBe(1008);
    expect(heard.messages[0]).toEqual({
      type: 'auth_error',
      message:
        'Calls are not offered in the builder preview: try a call from your site or the app.',
    });
  });
});
