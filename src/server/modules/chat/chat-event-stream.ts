import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatResponse } from '../../../shared/schemas/chat';
import { asDomainError, DomainError } from '../../domain-error';
import type { TurnEvent } from './turn-events';

/** The client left before the reply was ready: nothing was stored and nobody reads this. */
const clientGone = () =>
  new DomainError('abandoned', 'client_closed_request', 'The client closed the request first.');

const sse = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Any error as an SSE `error` event's data: a domain error's code and sentence, anything else
 * an internal error, logged first when it is ours. The one place a stream describes failures.
 */
function described(failure: unknown, request: FastifyRequest) {
  const error = asDomainError(failure);
  if (error.kind === 'internal') {
    request.log.error({ err: error.cause ?? error }, 'chat turn failed');
  }
  return { error: { code: error.code, message: error.message } };
}

function toSse(event: TurnEvent, request: FastifyRequest): string {
  switch (event.type) {
    case 'delta':
      return sse('delta', { text: event.text });
    case 'tool':
      return sse('tool', {
        tool: event.tool,
        label: event.label,
        ...(event.target ? { target: event.target } : {}),
        status: event.status,
      });
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

/** An event that ends a stream with an error; every event stream here has this one. */
interface StreamError {
  type: 'error';
  error: DomainError;
}

const isStreamError = (event: { type: string }): event is StreamError => event.type === 'error';

/**
 * Any stream of events as Server-Sent Events, each written by `format`. Anything that fails
 * before the first event is an ordinary JSON error with its status: no header is sent until
 * the stream has something to say.
 */
export async function replyWithEvents<Event extends { type: string }>(
  request: FastifyRequest,
  reply: FastifyReply,
  events: AsyncIterable<Event>,
  format: (event: Event, request: FastifyRequest) => string,
) {
  const iterator = events[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) throw clientGone();
  if (isStreamError(first.value)) throw first.value.error;

  async function* body() {
    try {
      for (let next = first; !next.done; next = await iterator.next()) {
        yield format(next.value, request);
      }
    } finally {
      // A client that leaves ends the stream early: close the producer too, not just abandon it.
      await iterator.return?.();
    }
  }

  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no') // proxies such as nginx would otherwise hold the pieces
    .send(Readable.from(body(), { objectMode: false }));
}

/** An error event's data, in the one error shape. */
export const sseError = (error: unknown, request: FastifyRequest) =>
  sse('error', described(error, request));

export { sse };

/**
 * SSE adapter of a chat turn: `delta` {text} pieces and `tool` {tool, label, target?,
 * status} (each call once 'running', then 'done' or 'failed') as they happen, then `done` {response, message_index, engine} once the exchange is stored, or
 * `error` {error}. Anything that fails before the first event (unknown agent, model down or
 * too slow) is an ordinary JSON error with its status.
 */
export const replyWithEventStream = (
  request: FastifyRequest,
  reply: FastifyReply,
  events: AsyncIterable<TurnEvent>,
) => replyWithEvents(request, reply, events, toSse);
