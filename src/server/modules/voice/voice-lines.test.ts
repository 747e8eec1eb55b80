import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { createApiKey, createKeyedAgent } from '../../test/api-key-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { eventually } from '../../test/eventually';
import { voiceSocket, type SocketTranscript } from '../../test/voice-socket';

/**
 * Who may hold the server's voice lines, over real WebSockets from several loopback addresses:
 * a token opens one call, an address and an account hold two calls at once, a widget session
 * one, so one client's flood of sockets leaves the other lines to everyone else. Counted in
 * this process, and in Redis when the suite has one (as every node counts).
 */
const redisUrl = process.env.TEST_REDIS_URL;
const counted: Array<{ where: string; env: Record<string, string> }> = [
  { where: 'in this process', env: {} },
  ...(redisUrl
    ? [
        {
          where: 'in Redis',
          env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `cf-test-${randomUUID().slice(0, 8)}:` },
        },
      ]
    : []),
];

const SITE = 'https://shop.example.com';
const session = () => `v_${randomUUID().replaceAll('-', '')}`;

/** A socket the server took: it said nothing and stayed open until this side hung up. */
const accepted = (heard: SocketTranscript) => heard.code === 4000 && heard.messages.length === 0;

function hangUpLater() {
  let hangUp = () => {};
  const until = new Promise<void>((resolve) => (hangUp = resolve));
  return { until, hangUp };
}

describe.each(counted)('voice lines counted $where', ({ env }) => {
  let t: TestApp;
  let base: string;
  let owner: TestAccount;
  let coach: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        SEED_AGENTS: 'false',
        VOICE_MAX_CALLS: '3',
        VOICE_CALLS_PER_ADDRESS: '2',
        VOICE_CALLS_PER_ACCOUNT: '2',
        LOG_LEVEL: 'info',
        ...env,
      },
      deps: { logStream: { write: (line: string) => void logLines.push(line) } },
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    owner = await signUp(t.app);
    coach = await createKeyedAgent(t.app, owner, { mode: 'PUBLIC', voice_enabled: true });
    if (env.REDIS_URL) {
      expect(await eventually(async () => t.app.cluster.redis?.ready ?? false, 5_000)).toBe(true);
    }
  });
  afterAll(() => t?.close());
  // Every test hangs up its calls: the lines are free again for the next.
  afterEach(async () => {
    expect(await eventually(async () => t.app.voice.activeCalls === 0, 5_000)).toBe(true);
  });

  const tokenCall = (sessionId: string, from: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/voice/token/${sessionId}/${coach}`,
      remoteAddress: from,
      headers,
      payload: {},
    });
  async function ticket(from: string, headers: Record<string, string> = {}) {
    const sessionId = session();
    const res = await tokenCall(sessionId, from, headers);
    expect(res.statusCode, res.body).toBe(200);
    const { token } = res.json() as { token: string };
    return `${base.replace('http', 'ws')}/api/voice/${sessionId}/${coach}?token=${encodeURIComponent(token)}`;
  }
  const activeCalls = () => t.app.voice.activeCalls;

  it('leaves a flood from one address two lines, and a signed-in caller elsewhere gets one', async () => {
    const flood = await Promise.all(Array.from({ length: 8 }, () => ticket('127.0.0.1')));
    const { until, hangUp } = hangUpLater();
    const floodHeard: SocketTranscript[] = [];
    const flooding = flood.map((url) =>
      voiceSocket(url, { from: '127.0.0.1', until, waitMs: 20_000 }).then((heard) => {
        floodHeard.push(heard);
        return heard;
      }),
    );
    expect(await eventually(async () => floodHeard.length === 6, 10_000)).toBe(true);
    expect(activeCalls()).toBe(2);
    for (const refused of floodHeard) {
      expect(refused.code).toBe(1013);
      expect(refused.messages).toEqual([
        {
          type: 'error',
          code: 'too_many_calls',
          message:
            'Your network already has 2 calls in progress, the most one address may have at ' +
            'once. Hang up one and call again (a dropped call frees its line within a minute).',
        },
      ]);
    }
    if (env.REDIS_URL) {
      // Counted where every node sees it.
      const key = `${env.REDIS_KEY_PREFIX}voice:place:address:127.0.0.1`;
      expect(await t.app.cluster.redis?.commands.zcard(key)).toBe(2);
    }
    // The token call says so before a socket is even opened.
    const more = await tokenCall(session(), '127.0.0.1');
    expect(more.statusCode).toBe(429);
    expect(more.json().error).toMatchObject({ code: 'too_many_calls', details: { limit: 2 } });

    // A signed-in founder on another network still gets the third line.
    const founder = await signUp(t.app);
    const founderCall = voiceSocket(await ticket('127.0.0.2', bearer(founder.accessToken)), {
      from: '127.0.0.2',
      waitMs: 20_000,
      until,
    });
    expect(await eventually(async () => activeCalls() === 3, 5_000)).toBe(true);

    // The lines are all taken now: the next caller is told so, and their token still works
    // once a line is free (no call started with it).
    const late = await ticket('127.0.0.3');
    const busy = await voiceSocket(late, { from: '127.0.0.3' });
    expect(busy.code).toBe(1013);
    expect(busy.messages).toEqual([
      {
        type: 'error',
        code: 'lines_busy',
        message: 'All our voice lines are busy. Please try again in a minute.',
      },
    ]);
    hangUp();
    expect(accepted(await founderCall)).toBe(true);
    expect((await Promise.all(flooding)).filter(accepted)).toHaveLength(2);
    expect(await eventually(async () => activeCalls() === 0, 5_000)).toBe(true);
    expect(accepted(await voiceSocket(late, { from: '127.0.0.3', waitMs: 800 }))).toBe(true);
  });

  it('opens one call with one token, however many sockets use it', async () => {
    const url = await ticket('127.0.0.4');
    const { until, hangUp } = hangUpLater();
    const heard: SocketTranscript[] = [];
    const sockets = Array.from({ length: 10 }, () =>
      voiceSocket(url, { from: '127.0.0.4', until, waitMs: 20_000 }).then((one) => {
        heard.push(one);
        return one;
      }),
    );
    expect(await eventually(async () => heard.length === 9, 10_000)).toBe(true);
    expect(activeCalls()).toBe(1);
    for (const refused of heard) {
      expect(refused.code).toBe(1008);
      expect(refused.messages).toEqual([
        {
          type: 'auth_error',
          message: 'This call link was already used: each opens one call. Start a new call.',
        },
      ]);
    }
    hangUp();
    expect((await Promise.all(sockets)).filter(accepted)).toHaveLength(1);
    // Used is used, also once that call has ended.
    expect(await eventually(async () => activeCalls() === 0, 5_000)).toBe(true);
    const again = await voiceSocket(url, { from: '127.0.0.4' });
    expect(again.code).toBe(1008);
    expect(again.messages[0]?.message).toMatch(/already used/);
  });

  it('gives a widget session one call at a time', async () => {
    const key = await createApiKey(t.app, owner, coach, { key_type: 'restricted' });
    const sessionId = session();
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/widget/token/${sessionId}/${coach}`,
      headers: { ...bearer(key.secret_key), origin: SITE },
      payload: { agent_id: coach, session_id: sessionId },
    });
    expect(opened.statusCode).toBe(200);
    const url = `${base.replace('http', 'ws')}/api/voice/${sessionId}/${coach}?token=${opened.json().token}`;
    const { until, hangUp } = hangUpLater();
    const first = voiceSocket(url, { origin: SITE, from: '127.0.0.5', until, waitMs: 20_000 });
    expect(await eventually(async () => activeCalls() === 1, 5_000)).toBe(true);
    const second = await voiceSocket(url, { origin: SITE, from: '127.0.0.6' });
    expect(second.code).toBe(1013);
    expect(second.messages).toEqual([
      {
        type: 'error',
        code: 'call_in_progress',
        message:
          'This chat already has a call in progress. Hang up that call before starting another.',
      },
    ]);
    hangUp();
    expect(accepted(await first)).toBe(true);
    expect(await eventually(async () => activeCalls() === 0, 5_000)).toBe(true);
    // Hung up: the session may call again.
    const third = await voiceSocket(url, { origin: SITE, from: '127.0.0.6', waitMs: 800 });
    expect(accepted(third)).toBe(true);
  });

  it('holds an account to two calls at once, wherever they come from', async () => {
    const founder = await signUp(t.app);
    const asFounder = bearer(founder.accessToken);
    const urls = [
      await ticket('127.0.0.7', asFounder),
      await ticket('127.0.0.8', asFounder),
      await ticket('127.0.0.9', asFounder),
    ];
    const { until, hangUp } = hangUpLater();
    const calls = urls
      .slice(0, 2)
      .map((url, i) => voiceSocket(url, { from: `127.0.0.${7 + i}`, until, waitMs: 20_000 }));
    expect(await eventually(async () => activeCalls() === 2, 5_000)).toBe(true);
    const third = await voiceSocket(urls[2]!, { from: '127.0.0.9' });
    expect(third.code).toBe(1013);
    expect(third.messages[0]).toMatchObject({
      code: 'too_many_calls',
      message: expect.stringMatching(/^Your account already has 2 calls in progress/),
    });
    const refused = await tokenCall(session(), '127.0.0.10', asFounder);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Your account already has 2 calls/);
    hangUp();
    expect((await Promise.all(calls)).every(accepted)).toBe(true);
  });

  it('closes a socket that sends a 200 KB frame with 1009, a client fault logged below error', async () => {
    const url = await ticket('127.0.0.11');
    const heard = await voiceSocket(url, { from: '127.0.0.11', send: ['x'.repeat(200_000)] });
    expect(heard.code).toBe(1009);
    const lines = logLines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(lines.some((line) => line.level === 30 && /a frame was refused/.test(line.msg))).toBe(
      true,
    );
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
