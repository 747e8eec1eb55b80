import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../shared/schemas/agent';
import { buildTestApp } from './test/build-test-app';
import { startOpenAiFake } from './test/fake-llm/openai-fake';
import type { FakeLlm } from './test/fake-llm/fake-llm-server';
import { rawSocket } from './test/raw-socket';
import { seededCoach } from './test/seeded-coach';
import { joinedDeltas, parseEventStream } from './test/sse';

/** A real listening server (these limits live on sockets, which inject() never opens). */
async function listening(env: Record<string, string>) {
  const t = await buildTestApp({ env });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return { t, port: (t.app.server.address() as AddressInfo).port };
}

/** GET /api/health over a fresh connection from `localAddress`: its status and time taken. */
function health(port: number, localAddress: string) {
  const started = Date.now();
  return new Promise<{ status: number; ms: number; body: string }>((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: '/api/health', localAddress, agent: false },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, ms: Date.now() - started, body }));
      },
    );
    req.on('error', reject);
  });
}

const HALF_SENT = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Waiting: ';

describe('one client address holding many sockets', () => {
  const CAP = 50;
  let server: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    server = await listening({ MAX_CONNECTIONS_PER_CLIENT: String(CAP) });
  });
  afterAll(() => server.t.close());

  it('is refused past its cap while health answers others within 1 s', async () => {
    // The first health check starts the voice engines once: not what is measured here.
    expect((await health(server.port, '127.0.0.2')).status).toBe(200);
    const flood = Array.from({ length: 2_000 }, () => rawSocket(server.port));
    await Promise.all(
      flood.map((c) =>
        c.connected.then(
          () => c.write(HALF_SENT),
          () => {},
        ),
      ),
    );
    // Everything past the cap is answered and closed at once; the cap's worth stays open.
    const refused = await Promise.all(
      flood.map((c) => Promise.race([c.closed, sleep(3_000).then(() => undefined)])),
    );
    const held = flood.filter((_, i) => refused[i] === undefined);
    expect(held).toHaveLength(CAP);
    const answer = refused.find((r) => r?.status === 503);
    expect(answer?.json).toMatchObject({
      error: { code: 'too_many_connections', message: expect.stringMatching(/try again\.$/) },
    });
    expect(answer?.text).toContain('Retry-After: 10');

    // Another client is served at once; the flooding address is not, until it lets go.
    const other = await health(server.port, '127.0.0.2');
    expect(other.status).toBe(200);
    expect(other.ms).toBeLessThan(1_000);
    await expect(health(server.port, '127.0.0.1')).resolves.toMatchObject({ status: 503 });

    for (const c of held) c.socket.destroy();
    await Promise.all(held.map((c) => c.closed));
    await sleep(50);
    await expect(health(server.port, '127.0.0.1')).resolves.toMatchObject({ status: 200 });
  }, 30_000);
});

describe('timeouts and requests Node refuses', () => {
  let server: Awaited<ReturnType<typeof listening>>;
  let fake: FakeLlm;
  let coach: Agent;
  beforeAll(async () => {
    fake = await startOpenAiFake();
    server = await listening({
      HEADERS_TIMEOUT_MS: '1000',
      REQUEST_TIMEOUT_MS: '4000',
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: fake.url,
      LLM_MODEL: 'coach',
      LLM_MAX_RETRIES: '0',
    });
    coach = await seededCoach(server.t.app);
  });
  afterAll(async () => {
    await server.t.close();
    await fake.close();
  });

  it('closes a half-sent request after the header timeout with 408 in the error shape', async () => {
    const client = rawSocket(server.port);
    await client.connected;
    client.write(HALF_SENT);
    const answer = await client.closed;
    expect(answer.status).toBe(408);
    expect(answer.json).toMatchObject({
      error: { code: 'request_timeout', message: expect.stringMatching(/try again\.$/) },
    });
    // Node looks every second: closed between the timeout and a check later.
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(answer.closedAfterMs).toBeLessThan(3_500);
  });

  it('answers headers too large with 431 and malformed requests with 400, in the error shape', async () => {
    const big = rawSocket(server.port);
    await big.connected;
    big.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`);
    const tooLarge = await big.closed;
    expect(tooLarge.status).toBe(431);
    expect(tooLarge.text).toContain('Content-Type: application/json; charset=utf-8');
    expect(tooLarge.json).toEqual({
      error: {
        code: 'headers_too_large',
        message:
          "The request's headers are too large: send fewer or shorter headers and cookies " +
          '(at most 16 KB in all).',
      },
      detail: expect.any(String),
    });

    const garbled = rawSocket(server.port);
    await garbled.connected;
    garbled.write('HELLO THERE\r\n\r\n');
    const malformed = await garbled.closed;
    expect(malformed.status).toBe(400);
    expect(malformed.json).toMatchObject({
      error: { code: 'bad_request', message: expect.stringMatching(/^The request is not valid/) },
    });
  });

  it('lets a body arrive slower than the header timeout, and cuts one slower than the request timeout', async () => {
    const body = JSON.stringify({
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Slow line',
      message: 'Sent a piece at a time.',
    });
    const send = async (pieceMs: number) => {
      const client = rawSocket(server.port);
      await client.connected;
      client.write(
        `POST /api/request-info HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
      );
      const pieces = body.match(/[\s\S]{1,20}/g)!;
      for (const piece of pieces) {
        await sleep(pieceMs);
        if (client.socket.destroyed) break;
        client.socket.write(piece);
      }
      return client.closed;
    };
    // ~2.5 s for the body: past the header timeout, within the request timeout.
    const slow = await send(Math.ceil(2_500 / Math.ceil(body.length / 20)));
    expect(slow.status).toBe(201);
    // ~8 s for the body: cut after the request timeout.
    const tooSlow = await send(Math.ceil(8_000 / Math.ceil(body.length / 20)));
    expect(tooSlow.status).toBe(408);
    expect(tooSlow.json).toMatchObject({ error: { code: 'request_timeout' } });
  }, 20_000);

  it('streams a reply for longer than both timeouts', async () => {
    fake.setBehaviour({
      reply: 'Raise on a SAFE first. '.repeat(3),
      chunkSize: 3,
      chunkDelayMs: 220,
    });
    const started = Date.now();
    const res = await fetch(`http://127.0.0.1:${server.port}/api/chat/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: 'SAFE or priced?',
        session_id: randomUUID(),
        agent_id: coach.id,
      }),
    });
    expect(res.status).toBe(200);
    const events = parseEventStream(await res.text());
    expect(Date.now() - started).toBeGreaterThan(4_000);
    expect(events.at(-1)?.event).toBe('done');
    expect(joinedDeltas(events)).toBe('Raise on a SAFE first. '.repeat(3));
  }, 20_000);
});
