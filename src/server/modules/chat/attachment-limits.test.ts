import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_READING_LIMITS } from '../../../shared/constants';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { createApiKey, createKeyedAgent } from '../../test/api-key-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  inflatingStreamPdf,
  manyPagesPdf,
  recursiveFormsPdf,
  repeatedPagePdf,
} from '../../test/hostile-files';
import { multipartBody, type MultipartFile } from '../../test/multipart';
import { seededCoach } from '../../test/seeded-coach';
import { rowsOf } from '../../db/rows';

let t: TestApp;
let coach: string;
let owner: TestAccount;
beforeAll(async () => {
  t = await buildTestApp();
  coach = (await seededCoach(t.app)).id;
  owner = await signUp(t.app);
  // The reading threads start with the first file, as on a server that has served one.
  expect((await send([txt('warm.txt', 'Revenue grew.')])).statusCode).toBe(200);
  expect((await t.app.inject('/api/health')).statusCode).toBe(200);
});
afterAll(() => t.close());

const pdf = (name: string, data: Buffer): MultipartFile => ({
  name,
  type: 'application/pdf',
  data,
});
const txt = (name: string, data: string): MultipartFile => ({ name, type: 'text/plain', data });

function send(
  files: MultipartFile[],
  options: {
    agent?: string;
    session?: string;
    headers?: Record<string, string>;
    url?: string;
  } = {},
) {
  const { payload, headers } = multipartBody(
    {
      message: 'What does this say about our revenue?',
      session_id: options.session ?? randomUUID(),
      agent_id: options.agent ?? coach,
    },
    files,
  );
  return t.app.inject({
    method: 'POST',
    url: options.url ?? '/api/chat-with-files',
    payload,
    headers: { ...headers, ...options.headers },
  });
}

/**
 * Runs `work` while /api/health is asked every 100 ms; returns its result, how long it took
 * and the slowest health answer: what everyone else waited while it ran.
 */
async function whileHealthIsAsked<T>(work: () => Promise<T>) {
  let slowest = 0;
  let running = true;
  const probes = (async () => {
    while (running) {
      const start = performance.now();
      const res = await t.app.inject('/api/health');
      expect(res.statusCode).toBe(200);
      slowest = Math.max(slowest, performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const start = performance.now();
  const result = await work();
  const took = performance.now() - start;
  running = false;
  await probes;
  return { result, took, slowest };
}

describe('a hostile PDF', () => {
  it.each([
    ['lists one page 170,000 times', repeatedPagePdf, 'too_many_pages', 'has 170,000 pages'],
    ['has 7,500 pages', manyPagesPdf, 'too_many_pages', 'has 7,500 pages'],
    ['unpacks 112 KB to 50 MB', inflatingStreamPdf, 'file_too_complex', 'unpacks to more than'],
    ['draws forms 2^40 times', recursiveFormsPdf, 'file_too_complex', 'could not be read within'],
  ])(
    'that %s is refused in the error shape within 10 s, health answering within 1 s',
    async (_, make, code, words) => {
      const { result, took, slowest } = await whileHealthIsAsked(() =>
        send([pdf('report.pdf', make())]),
      );
      expect(result.statusCode).toBe(422);
      expect(result.json()).toMatchObject({
        error: { code, message: expect.stringContaining(words), details: { file: 'report.pdf' } },
      });
      expect(result.json().error.message).toMatch(/Please send/);
      expect(took).toBeLessThan(10_000);
      expect(slowest).toBeLessThan(1_000);
    },
  );

  it('is refused by the event-stream route with its status, before any event', async () => {
    const res = await send([pdf('report.pdf', recursiveFormsPdf())], {
      url: '/api/chat-with-files/stream',
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().error.code).toBe('file_too_complex');
  });

  it('stops being read when its sender leaves', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { payload, headers } = multipartBody(
      { message: 'Read this', session_id: randomUUID(), agent_id: coach },
      [pdf('forms.pdf', recursiveFormsPdf())],
    );
    const reader = t.app.chatRuntime.attachments;
    const request = http.request({ port, method: 'POST', path: '/api/chat-with-files', headers });
    request.on('error', () => {});
    request.end(payload);
    // Well into the reading, which alone would go on until the 5 s deadline; then gone.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const reading = reader.threadIds();
    request.destroy();
    // The thread that was drawing forms is ended, not just its answer dropped.
    const ended = () => reading.some((id) => !reader.threadIds().includes(id));
    for (let waited = 0; waited < 1_500 && !ended(); waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(reading.length).toBeGreaterThan(0);
    expect(ended()).toBe(true);
  });

  it('ten at once from one client are all refused with a 4xx, and others are still read', async () => {
    const from = (remoteAddress: string, file: MultipartFile) => {
      const { payload, headers } = multipartBody(
        { message: 'Read this', session_id: randomUUID(), agent_id: coach },
        [file],
      );
      return t.app.inject({
        method: 'POST',
        url: '/api/chat-with-files',
        payload,
        headers,
        remoteAddress,
      });
    };
    const { result, took } = await whileHealthIsAsked(async () => {
      const flood = Array.from({ length: 10 }, () =>
        from('203.0.113.7', pdf('forms.pdf', recursiveFormsPdf())),
      );
      // Another client's ordinary file, sent while the flood holds its one lane.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const other = await from('198.51.100.9', txt('plan.txt', 'Revenue grew 12% last month.'));
      return { other, flood: await Promise.all(flood) };
    });
    expect(result.other.statusCode).toBe(200);
    const codes = result.flood.map((res) => res.json().error.code);
    expect(result.flood.map((res) => res.statusCode).sort()).toEqual([
      ...Array<number>(1).fill(422),
      ...Array<number>(9).fill(429),
    ]);
    expect(codes).toContain('file_too_complex');
    expect(codes.filter((code) => code === 'too_many_file_reads')).toHaveLength(9);
    expect(took).toBeLessThan(10_000);
  });
});

describe('files are read only after the turn is checked', () => {
  // The forms PDF takes the whole 5 s deadline to refuse: any answer sooner read nothing.
  const forms = () => [pdf('forms.pdf', recursiveFormsPdf())];
  const quick = async (res: Promise<{ statusCode: number; json(): unknown }>) => {
    const start = performance.now();
    const answer = await res;
    expect(performance.now() - start).toBeLessThan(1_500);
    return answer;
  };

  it('refuses a made-up agent with 404 at once', async () => {
    const res = await quick(send(forms(), { agent: randomUUID() }));
    expect(res.statusCode).toBe(404);
  });

  it("refuses someone else's private agent and an inactive agent", async () => {
    const stranger = await signUp(t.app);
    const privateAgent = await createKeyedAgent(t.app, owner);
    const asStranger = bearer(stranger.accessToken);
    expect(
      (await quick(send(forms(), { agent: privateAgent, headers: asStranger }))).statusCode,
    ).toBe(404);
    const inactive = await createKeyedAgent(t.app, owner, { status: 'inactive' });
    const asOwner = bearer(owner.accessToken);
    expect((await quick(send(forms(), { agent: inactive, headers: asOwner }))).statusCode).toBe(
      409,
    );
  });

  it('refuses a restricted key, and a session kept with another agent', async () => {
    const agent = await createKeyedAgent(t.app, owner);
    const restricted = await createApiKey(t.app, owner, agent, { key_type: 'restricted' });
    const asKey = bearer(restricted.secret_key);
    expect((await quick(send(forms(), { agent, headers: asKey }))).statusCode).toBe(403);

    const asOwner = bearer(owner.accessToken);
    const session = randomUUID();
    const first = await send([txt('a.txt', 'Revenue grew.')], { session, headers: asOwner });
    expect(first.statusCode).toBe(200);
    const other = await quick(send(forms(), { agent, session, headers: asOwner }));
    expect(other.statusCode).toBe(409);
  });
});

describe('long files', () => {
  const shortSentences = (seed: string) =>
    Array.from({ length: 80_000 }, (_, i) => `${seed} ${i} grew.`)
      .join(' ')
      .slice(0, 1024 * 1024 - 1);

  const keptTexts = async (session: string) =>
    rowsOf<{ name: string; length: number }>(
      await t.database.db.execute(sql`
        select f.name, length(f.text) as length from conversation_files f
        join conversations c on c.id = f.conversation_id
        where c.session_id = ${session} order by f.name`),
    ).map((row) => ({ name: row.name, length: Number(row.length) }));

  it('are read in part, and the reply says so, without stalling anyone', async () => {
    const session = randomUUID();
    const { result, slowest } = await whileHealthIsAsked(() =>
      send([txt('sales.txt', shortSentences('Revenue'))], { session }),
    );
    expect(result.statusCode).toBe(200);
    expect(result.json().response).toMatch(
      /^\("sales\.txt" is long: I read the first 100,000 characters of it; to ask about a later part, send that part as a file of its own\.\)\n\n/,
    );
    expect(slowest).toBeLessThan(1_000);
    expect(await keptTexts(session)).toEqual([
      { name: 'sales.txt', length: FILE_READING_LIMITS.textChars },
    ]);
  });

  it('five of 1 MiB at once, then a message about them, leave health answering', async () => {
    const session = randomUUID();
    const files = Array.from({ length: 5 }, (_, i) =>
      txt(`f${i}.txt`, shortSentences(`Sales${i}`)),
    );
    const { result, slowest } = await whileHealthIsAsked(() => send(files, { session }));
    expect(result.statusCode).toBe(200);
    expect(result.json().response).toContain(
      '"f0.txt", "f1.txt", "f2.txt", "f3.txt", "f4.txt" are long',
    );
    expect(slowest).toBeLessThan(1_000);

    const later = await whileHealthIsAsked(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { message: 'What grew in my files?', session_id: session, agent_id: coach },
      }),
    );
    expect(later.result.statusCode).toBe(200);
    expect(later.slowest).toBeLessThan(1_000);
  });

  it('a conversation keeps only its newest five files', async () => {
    const session = randomUUID();
    const files = (names: string[]) => names.map((name) => txt(name, `${name} says revenue grew.`));
    expect((await send(files(['a', 'b', 'c', 'd']), { session })).statusCode).toBe(200);
    expect((await send(files(['e', 'f']), { session })).statusCode).toBe(200);
    expect((await keptTexts(session)).map((file) => file.name)).toEqual(['b', 'c', 'd', 'e', 'f']);
  });
});
