import net from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { abortOnDisconnect } from './abort-on-disconnect';

let app: FastifyInstance;
beforeEach(() => {
  app = Fastify();
});
afterEach(() => app.close());

/** Sends a request and hangs up at once, as a browser tab that is closed does. */
async function requestAndHangUp(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.end('GET /turn HTTP/1.1\r\nHost: localhost\r\n\r\n');
  socket.destroy();
}

describe('abortOnDisconnect', () => {
  it('fires for a client that left before the signal was asked for', async () => {
    const seen = new Promise<boolean>((resolve) => {
      app.get('/turn', async (_request, reply) => {
        // The turn is still being prepared when the client goes.
        await new Promise((wait) => setTimeout(wait, 100));
        resolve(abortOnDisconnect(reply).aborted);
        return 'late';
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await requestAndHangUp((app.server.address() as AddressInfo).port);
    expect(await seen).toBe(true);
  });

  it('fires when the client leaves while the answer is awaited, not after it is sent', async () => {
    let signal: AbortSignal | undefined;
    const aborted = new Promise<boolean>((resolve) => {
      app.get('/turn', async (_request, reply) => {
        signal = abortOnDisconnect(reply);
        signal.addEventListener('abort', () => resolve(true));
        await new Promise((wait) => setTimeout(wait, 300));
        return 'late';
      });
    });
    app.get('/done', async (_request, reply) => {
      signal = abortOnDisconnect(reply);
      return 'ok';
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    await requestAndHangUp(port);
    expect(await aborted).toBe(true);

    const res = await fetch(`http://127.0.0.1:${port}/done`);
    expect(await res.text()).toBe('ok');
    await new Promise((wait) => setTimeout(wait, 50));
    expect(signal?.aborted).toBe(false);
  });
});
