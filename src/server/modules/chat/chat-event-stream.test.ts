import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { replyWithEventStream } from './chat-event-stream';
import type { TurnEvent } from './turn-events';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

it('closes the turn when the reader leaves in the middle of the stream', async () => {
  let turnClosed!: () => void;
  const closed = new Promise<void>((resolve) => (turnClosed = resolve));
  // A turn that would talk forever: only closing it from outside ends it.
  async function* endlessTurn(): AsyncGenerator<TurnEvent> {
    try {
      for (;;) {
        yield { type: 'delta', text: 'more ' };
        await new Promise((wait) => setTimeout(wait, 20));
      }
    } finally {
      turnClosed();
    }
  }
  app = Fastify();
  app.get('/stream', (request, reply) => replyWithEventStream(request, reply, endlessTurn()));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

  const firstChunk = await new Promise<string>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/stream' }, (response) => {
      response.once('data', (chunk: Buffer) => {
        request.destroy(); // the tab is closed after the first words
        resolve(chunk.toString());
      });
    });
    request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
  });
  expect(firstChunk).toContain('event: delta');
  await expect(
    Promise.race([closed.then(() => 'closed'), new Promise((r) => setTimeout(r, 2000, 'open'))]),
  ).resolves.toBe('closed');
});
