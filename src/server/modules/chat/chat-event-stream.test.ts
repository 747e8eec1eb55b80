import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { DomainError } from '../../domain-error';
import { registerErrorHandling } from '../../plugins/errors';
import { parseEventStream } from '../../test/sse';
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

/** A bare app answering one turn made of these events, with the app's one error handler. */
async function streamOf(events: TurnEvent[]) {
  async function* turn(): AsyncGenerator<TurnEvent> {
    yield* events;
  }
  app = Fastify();
  registerErrorHandling(app);
  app.get('/stream', (request, reply) => replyWithEventStream(request, reply, turn()));
  return app.inject('/stream');
}

const refusal = new DomainError('limit', 'visitor_limit', 'You have sent enough for today.', {
  details: { limit: 20 },
  retryAfterS: 60,
});

it("ends the stream with an error event carrying a domain error's code and sentence", async () => {
  const res = await streamOf([
    { type: 'delta', text: 'Hello ' },
    { type: 'error', error: refusal },
  ]);
  expect(res.statusCode).toBe(200);
  expect(parseEventStream(res.body)).toEqual([
    { event: 'delta', data: { text: 'Hello ' } },
    {
      event: 'error',
      data: { error: { code: 'visitor_limit', message: 'You have sent enough for today.' } },
    },
  ]);
});

it('answers an error before the first event as JSON, with the status of its kind', async () => {
  const res = await streamOf([{ type: 'error', error: refusal }]);
  expect(res.statusCode).toBe(429);
  expect(res.headers['retry-after']).toBe('60');
  expect(res.json().error).toEqual({
    code: 'visitor_limit',
    message: 'You have sent enough for today.',
    details: { limit: 20 },
  });
});
