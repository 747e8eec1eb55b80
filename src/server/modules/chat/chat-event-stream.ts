import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatResponse } from '../../../shared/schemas/chat';
import { HttpError } from '../../http-error';
import type { TurnEvent } from './turn-events';

/** The client left before the reply was ready: nothing was stored and nobody reads this. */
const clientGone = () =>
  new HttpError(499, 'client_closed_request', 'The client closed the request first.');

const sse = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** An error for the person, logged first when it is ours (500). */
function described(error: HttpError, request: FastifyRequest) {
  if (error.statusCode >= 500 && error.code === 'internal_error') {
    request.log.error({ err: error.cause ?? error }, 'chat turn failed');
  }
  return { error: { code: error.code, message: error.message } };
}

function toSse(event: TurnEvent, request: FastifyRequest): string {
  switch (event.type) {
    case 'delta':
      return sse('delta', { text: event.text });
    case 'tool-call':
      return sse('tool', { tool: event.tool, ...(event.target ? { target: event.target } : {}) });
    case 'done':
      return sse('done', event.reply);
    case 'error':
      return sse('error', described(event.error, request));
  }
}

/** HTTP JSON adapter: the turn's stored reply, or its error as the error answer. */
export async function collectReply(events: AsyncIterable<TurnEvent>): Promise<ChatResponse> {
  for await (const event of events) {
    if (event.type === 'done') return event.reply;
    if (event.type === 'error') throw event.error;
  }
  throw clientGone();
}

/**
 * SSE adapter: `delta` {text} pieces and `tool` {tool, target?} as they happen, then `done`
 * {response, message_index, engine} once the exchange is stored, or `error` {error}.
 * Anything that fails before the first event (unknown agent, model down or too slow) is an
 * ordinary JSON error with its status: no header is sent until the turn has something to say.
 */
export async function replyWithEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  events: AsyncIterable<TurnEvent>,
) {
  const iterator = events[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) throw clientGone();
  if (first.value.type === 'error') throw first.value.error;

  async function* body() {
    try {
      for (let next = first; !next.done; next = await iterator.next()) {
        yield toSse(next.value, request);
      }
    } finally {
      // A client that leaves ends the stream early: close the turn too, not just abandon it.
      await iterator.return?.();
    }
  }

  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no') // proxies such as nginx would otherwise hold the pieces
    .send(Readable.from(body(), { objectMode: false }));
}
