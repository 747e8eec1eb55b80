import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationFiles, conversations, messages } from '../../db/chat-schema';
import { voiceCalls, voiceTurns } from '../../db/voice-schema';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { conversationsOnEveryChannel, SITE } from '../../test/inbox-conversations';

let t: TestApp;
let owner: TestAccount;
let stranger: TestAccount;
let made: Awaited<ReturnType<typeof conversationsOnEveryChannel>>;
const ids = { app: '', api: '' };

const idOf = async (sessionId: string) => {
  const [row] = await t.app.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.sessionId, sessionId));
  return row!.id;
};

beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false' } });
  owner = await signUp(t.app, { name: 'Owner' });
  stranger = await signUp(t.app, { name: 'Stranger' });
  made = await conversationsOnEveryChannel(t.app, owner, {
    app: 'How do I price a course?',
    api: 'And for teams?',
    widget: 'Do you ship to Lisbon?',
  });
  ids.app = await idOf(made.appSession);
  ids.api = await idOf(made.apiSession);
  const rated = await t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: bearer(owner.accessToken),
    payload: {
      session_id: made.appSession,
      agent_id: made.agentId,
      message_index: 1,
      feedback: 'negative',
      reason: 'Too vague',
    },
  });
  if (rated.statusCode !== 200) throw new Error(rated.body);
  await t.app.db
    .insert(conversationFiles)
    .values({ conversationId: ids.api, position: 0, name: 'prices.txt', text: 'Plans: 9, 19' });
});
afterAll(() => t.close());

describe('one conversation', () => {
  it('gives its messages with tool calls and ratings, its calls’ timings and its files', async () => {
    const [call] = await t.app.db
      .insert(voiceCalls)
      .values({
        agentId: made.agentId,
        sessionId: made.appSession,
        ownerId: owner.userId,
        channel: 'app',
        endedAt: new Date(),
        endReason: 'hang_up',
        sttProvider: 'fake',
        ttsProvider: 'fake',
      })
      .returning();
    await t.app.db.insert(voiceTurns).values({
      callId: call!.id,
      turnIndex: 0,
      speechMs: 1200,
      endOfSpeechAt: new Date(),
      transcriptMs: 300,
      firstTokenMs: 450,
      firstAudioMs: 700,
      replyAudioMs: 2500,
    });
    await t.app.db
      .update(messages)
      .set({ toolCalls: [{ tool: 'knowledge_search', target: 'pricing' }] })
      .where(eq(messages.conversationId, ids.app));
    const res = await t.app.inject({
      url: `/api/inbox/conversations/${ids.app}`,
      headers: bearer(owner.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json();
    expect(view.conversation).toMatchObject({ id: ids.app, voice: true, rated_down: true });
    expect(view.messages).toHaveLength(2);
    expect(view.messages[0]).toMatchObject({
      index: 0,
      role: 'user',
      content: 'How do I price a course?',
      author: null,
      via: 'text',
      feedback: null,
    });
    expect(view.messages[1]).toMatchObject({
      index: 1,
      role: 'coach',
      tool_calls: [{ tool: 'knowledge_search', target: 'pricing' }],
      feedback: { rating: 'negative', reason: 'Too vague' },
    });
    expect(view.voice_calls).toEqual([
      expect.objectContaining({
        id: call!.id,
        end_reason: 'hang_up',
        turns: [expect.objectContaining({ turn_index: 0, first_audio_ms: 700 })],
      }),
    ]);
    const files = await t.app.inject({
      url: `/api/inbox/conversations/${ids.api}`,
      headers: bearer(owner.accessToken),
    });
    expect(files.json().files).toEqual([{ name: 'prices.txt', position: 0, chars: 12 }]);
  });

  it('is not found for another owner, nor for an id that is no conversation', async () => {
    for (const url of [
      `/api/inbox/conversations/${ids.app}`,
      '/api/inbox/conversations/00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await t.app.inject({ url, headers: bearer(stranger.accessToken) });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toMatch(/^Conversation .* was not found\.$/);
    }
  });
});

describe('who may read the inbox', () => {
  const routes = [
    '/api/inbox/conversations',
    '/api/inbox/export',
    '/api/inbox/events',
    () => `/api/inbox/conversations/${ids.app}`,
  ];
  const url = (route: string | (() => string)) => (typeof route === 'string' ? route : route());

  it('asks a visitor and an API key to sign in (401)', async () => {
    for (const route of routes) {
      for (const headers of [{}, bearer(made.key.secret_key)]) {
        const res = await t.app.inject({ url: url(route), headers });
        expect(res.statusCode, url(route)).toBe(401);
        expect(typeof res.json().error.message).toBe('string');
      }
    }
  });

  it('refuses a widget session (403)', async () => {
    for (const route of routes) {
      const res = await t.app.inject({
        url: url(route),
        headers: { ...bearer(made.widget.token), origin: SITE },
      });
      expect([401, 403], url(route)).toContain(res.statusCode);
      expect(typeof res.json().error.message).toBe('string');
    }
  });
});
