import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxConversation, InboxList } from '../../../shared/schemas/inbox';
import { conversationFiles, conversations, messages } from '../../db/chat-schema';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { createKeyedAgent } from '../../test/api-key-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  chat,
  conversationsOnEveryChannel,
  newSession,
  SITE,
} from '../../test/inbox-conversations';

let t: TestApp;
let owner: TestAccount;
let stranger: TestAccount;
let made: Awaited<ReturnType<typeof conversationsOnEveryChannel>>;
let secondAgentId: string;
const ids: Record<'app' | 'api' | 'widget' | 'second', string> = {
  app: '',
  api: '',
  widget: '',
  second: '',
};

const idOf = async (sessionId: string) => {
  const [row] = await t.app.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.sessionId, sessionId));
  return row!.id;
};

const list = async (query = '', who: TestAccount = owner) => {
  const res = await t.app.inject({
    url: `/api/inbox/conversations${query && `?${query}`}`,
    headers: bearer(who.accessToken),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as InboxList;
};
const listedIds = async (query = '') => (await list(query)).conversations.map((c) => c.id);

beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false' } });
  owner = await signUp(t.app, { name: 'Owner' });
  stranger = await signUp(t.app, { name: 'Stranger' });
  made = await conversationsOnEveryChannel(t.app, owner, {
    app: 'How do I price a course?',
    api: 'What about 50% off, under_score and a back\\slash?',
    widget: 'Do you ship to Lisbon?',
  });
  ids.app = await idOf(made.appSession);
  ids.api = await idOf(made.apiSession);
  ids.widget = await idOf(made.widget.sessionId);
  // A second agent of the owner's, spoken to last; and the stranger's own, never shown.
  secondAgentId = await createKeyedAgent(t.app, owner, { name: 'Second coach' });
  const second = newSession();
  await chat(t.app, {
    token: owner.accessToken,
    agentId: secondAgentId,
    sessionId: second,
    message: 'Second agent here',
  });
  ids.second = await idOf(second);
  const strangersAgent = await createKeyedAgent(t.app, stranger);
  await chat(t.app, {
    token: stranger.accessToken,
    agentId: strangersAgent,
    sessionId: newSession(),
    message: 'Lisbon price course',
  });
});
afterAll(() => t.close());

describe('the list', () => {
  it("shows the owner's conversations on every channel, newest activity first, and no one else's", async () => {
    const { conversations: shown, next_cursor } = await list();
    expect(shown.map((c) => c.id)).toEqual([ids.second, ids.widget, ids.api, ids.app]);
    expect(next_cursor).toBeNull();
    const byChannel = Object.fromEntries(shown.map((c) => [c.id, c])) as Record<
      string,
      InboxConversation
    >;
    expect(byChannel[ids.app]).toMatchObject({
      session_id: made.appSession,
      agent_id: made.agentId,
      channel: 'app',
      api_key_id: null,
      api_key_name: null,
      origin: null,
      message_count: 2,
      voice: false,
      rated_down: false,
      has_files: false,
      handoff_state: 'coach',
      handoff_requested_at: null,
      taken_by_name: null,
    });
    expect(byChannel[ids.app]!.last_message?.role).toBe('coach');
    expect(byChannel[ids.api]).toMatchObject({
      channel: 'api',
      api_key_id: made.key.id,
      api_key_name: 'Shop server',
    });
    expect(byChannel[ids.widget]).toMatchObject({ channel: 'widget', origin: SITE });
    expect((await list('', stranger)).conversations.map((c) => c.agent_id)).not.toContain(
      made.agentId,
    );
  });

  it('narrows by agent, channel and key', async () => {
    expect(await listedIds(`agent_id=${secondAgentId}`)).toEqual([ids.second]);
    expect(await listedIds('channel=app')).toEqual([ids.second, ids.app]);
    expect(await listedIds('channel=widget')).toEqual([ids.widget]);
    expect(await listedIds(`key_id=${made.key.id}`)).toEqual([ids.widget, ids.api]);
    expect(await listedIds('channel=preview')).toEqual([]);
  });

  it('searches the messages case-insensitively, taking % _ and \\ literally', async () => {
    expect(await listedIds('q=lisbon')).toEqual([ids.widget]);
    expect(await listedIds('q=PRICE%20A%20COURSE')).toEqual([ids.app]);
    expect(await listedIds('q=50%25')).toEqual([ids.api]);
    expect(await listedIds('q=under_score')).toEqual([ids.api]);
    expect(await listedIds('q=%25')).toEqual([ids.api]);
    expect(await listedIds('q=_')).toEqual([ids.api]);
    expect(await listedIds('q=back%5Cslash')).toEqual([ids.api]);
    expect(await listedIds('q=nowhere-said')).toEqual([]);
  });

  it('narrows to rated down, asked for a person, with files, and by the days of its messages', async () => {
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
    expect(rated.statusCode, rated.body).toBe(200);
    expect(await listedIds('rated_down=true')).toEqual([ids.app]);
    expect(await listedIds('rated_down=false')).toHaveLength(4);

    await t.app.db
      .update(conversations)
      .set({ handoffRequestedAt: new Date() })
      .where(eq(conversations.id, ids.widget));
    expect(await listedIds('asked_for_person=true')).toEqual([ids.widget]);

    await t.app.db
      .insert(conversationFiles)
      .values({ conversationId: ids.api, position: 0, name: 'prices.txt', text: 'Plans: 9, 19' });
    expect(await listedIds('has_files=true')).toEqual([ids.api]);

    await t.app.db
      .update(messages)
      .set({ createdAt: new Date('2026-01-15T23:59:59Z') })
      .where(eq(messages.conversationId, ids.second));
    expect(await listedIds('from=2026-01-15&to=2026-01-15')).toEqual([ids.second]);
    expect(await listedIds('from=2026-01-16&to=2026-01-16')).toEqual([]);
    expect(await listedIds('to=2026-01-14')).toEqual([]);
    expect(await listedIds('from=2026-01-16')).toEqual([ids.widget, ids.api, ids.app]);
  });

  it('pages with a cursor without repeating or skipping', async () => {
    const first = await list('limit=3');
    expect(first.conversations.map((c) => c.id)).toEqual([ids.second, ids.widget, ids.api]);
    const second = await list(`limit=3&cursor=${first.next_cursor}`);
    expect(second.conversations.map((c) => c.id)).toEqual([ids.app]);
    expect(second.next_cursor).toBeNull();
  });

  it.each([
    ['agent_id=nope', 'agent_id must be a UUID'],
    ['key_id=1', 'key_id must be a UUID'],
    ['channel=fax', 'channel must be app, api, widget or preview'],
    ['from=2026-02-30', 'from must be a real date like 2026-01-31'],
    ['to=yesterday', 'to must be a date like 2026-01-31'],
    ['from=2026-02-02&to=2026-02-01', 'from must be on or before to'],
    ['limit=0', 'limit must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
    ['rated_down=yes', 'rated_down must be true or false'],
    [`q=${'x'.repeat(201)}`, 'The search can be at most 200 characters.'],
    ['cursor=garbage', 'cursor must be the next_cursor of a previous page.'],
  ])('refuses %s with 400 and a sentence', async (query, sentence) => {
    const res = await t.app.inject({
      url: `/api/inbox/conversations?${query}`,
      headers: bearer(owner.accessToken),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(sentence);
  });
});
