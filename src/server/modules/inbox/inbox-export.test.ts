import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { INBOX_EXPORT_COLUMNS, type InboxExportRow } from '../../../shared/schemas/inbox';
import { conversations, messages } from '../../db/chat-schema';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { chat, conversationsOnEveryChannel } from '../../test/inbox-conversations';

let t: TestApp;
let owner: TestAccount;
let made: Awaited<ReturnType<typeof conversationsOnEveryChannel>>;
const TRICKY = 'He said "hi, there",\nthen left; 100% sure';
const FORMULA = '=HYPERLINK("https://evil.example")';

beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false' } });
  owner = await signUp(t.app, { name: 'Owner' });
  const stranger = await signUp(t.app, { name: 'Stranger' });
  made = await conversationsOnEveryChannel(t.app, owner, {
    app: TRICKY,
    api: FORMULA,
    widget: '@everyone +1 -1',
  });
  await chat(t.app, {
    token: owner.accessToken,
    agentId: made.agentId,
    sessionId: made.appSession,
    message: 'And a second question',
  });
  // The stranger's own conversations never reach the owner's file.
  await conversationsOnEveryChannel(t.app, stranger, { app: 'x1', api: 'x2', widget: 'x3' });
});
afterAll(() => t.close());

/** The stored messages of the owner's conversations, oldest conversation first. */
async function stored() {
  return t.app.db
    .select({ conversation: conversations, message: messages })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(conversations.agentId, made.agentId))
    .orderBy(asc(conversations.createdAt), asc(messages.position));
}

const download = (query: string) =>
  t.app.inject({ url: `/api/inbox/export?${query}`, headers: bearer(owner.accessToken) });

/** RFC 4180 as csv-stringify writes it: quoted cells may hold commas, quotes and newlines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && (ch === ',' || ch === '\n')) {
      row.push(cell);
      cell = '';
      if (ch === '\n') {
        rows.push(row);
        row = [];
      }
    } else {
      cell += ch;
    }
  }
  return rows;
}

it('gives every message of the selection as JSON, exactly as stored, with its conversation’s facts', async () => {
  const res = await download('format=json');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(
    /^attachment; filename="inbox-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  const rows = res.json() as InboxExportRow[];
  const expected = await stored();
  expect(rows).toHaveLength(8);
  expect(rows).toEqual(
    expected.map(({ conversation: c, message: m }) => ({
      conversation_id: c.id,
      session_id: c.sessionId,
      agent_id: c.agentId,
      agent_name: expect.stringMatching(/^Coach /),
      channel: c.channel,
      api_key_id: c.apiKeyId,
      api_key_name: c.apiKeyId ? 'Shop server' : null,
      message_index: m.position,
      role: m.role,
      author: m.author,
      content: m.content,
      via: m.via,
      created_at: m.createdAt.toISOString(),
      feedback: null,
      feedback_reason: null,
    })),
  );
  expect(rows.map((row) => row.content)).toContain(TRICKY);
});

it('gives the same rows as CSV, formulas neutralised and commas, quotes and newlines kept', async () => {
  const res = await download('format=csv');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  const [header, ...rows] = parseCsv(res.body);
  expect(header).toEqual(INBOX_EXPORT_COLUMNS);
  const json = (await download('format=json')).json() as InboxExportRow[];
  expect(rows).toHaveLength(json.length);
  const spreadsheetSafe = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
  rows.forEach((row, i) => {
    const content = row[INBOX_EXPORT_COLUMNS.indexOf('content')];
    expect(content).toBe(spreadsheetSafe(json[i]!.content));
    expect(row[INBOX_EXPORT_COLUMNS.indexOf('conversation_id')]).toBe(json[i]!.conversation_id);
  });
  expect(res.body).toContain(`"'${FORMULA.replaceAll('"', '""')}"`);
  expect(res.body).toContain(`"${TRICKY.replaceAll('"', '""')}"`);
});

it('exports only what the filters select, with ratings', async () => {
  await t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: bearer(owner.accessToken),
    payload: {
      session_id: made.appSession,
      agent_id: made.agentId,
      message_index: 3,
      feedback: 'negative',
      reason: 'Missed, the "point"',
    },
  });
  const rows = (await download('format=json&rated_down=true')).json() as InboxExportRow[];
  expect(rows.map((row) => [row.channel, row.message_index])).toEqual([
    ['app', 0],
    ['app', 1],
    ['app', 2],
    ['app', 3],
  ]);
  expect(rows[3]).toMatchObject({ feedback: 'negative', feedback_reason: 'Missed, the "point"' });
  expect((await download(`format=json&channel=widget`)).json()).toHaveLength(2);
  const none = await download('format=csv&q=nothing-like-this');
  expect(none.body).toBe(`${INBOX_EXPORT_COLUMNS.join(',')}\n`);
});

it('leaves out conversations past retention, and refuses an unknown format', async () => {
  const old = new Date(Date.now() - 25 * 31 * 24 * 3600_000);
  await t.app.db
    .update(conversations)
    .set({ updatedAt: old })
    .where(eq(conversations.sessionId, made.apiSession));
  const rows = (await download('format=json')).json() as InboxExportRow[];
  expect(rows.map((row) => row.channel)).not.toContain('api');
  const xml = await download('format=xml');
  expect(xml.statusCode).toBe(400);
  expect(xml.json().error.message).toContain('format must be csv or json');
});
