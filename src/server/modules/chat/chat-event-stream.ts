import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error';
import { abortOnDisconnect } from './abort-on-disconnect';
import type { ChatTurnRequest } from './chat-service';
import { prepareChatTurn } from './chat-service';

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

function errorEvent(error: unknown, request: FastifyRequest) {
  if (error instanceof HttpError) {
    return event('error', { error: { code: error.code, message: error.message } });
  }
  request.log.error({ err: error }, 'chat stream failed');
  return event('error', {
    error: {
      code: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
    },
  });
}

/**
 * Answers one turn as Server-Sent Events: `delta` {text} pieces, then `done` {response,
 * message_index, engine} once the exchange is stored, or `error` {error} if the model fails
 * midway (nothing is stored then). Anything that fails before the first piece (unknown agent,
 * model down or too slow) is still an ordinary JSON error with its status.
 */
export async function replyWithChatStream(
  request: FastifyRequest,
  reply: FastifyReply,
  turnRequest: ChatTurnRequest,
) {
  const signal = abortOnDisconnect(reply);
  const turn = await prepareChatTurn(turnRequest);
  const pieces = turnRequest.engine.stream(turn.input, signal)[Symbol.asyncIterator]();
  const first = await pieces.next();

  async function* events() {
    let text = '';
    try {
      for (let piece = first; !piece.done; piece = await pieces.next()) {
        text += piece.value;
        yield event('delta', { text: piece.value });
      }
      if (signal.aborted) return;
      yield event('done', await turn.record(text));
    } catch (error) {
      if (!signal.aborted) yield errorEvent(error, request);
    }
  }

  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no') // proxies such as nginx would otherwise hold the pieces
    .send(Readable.from(events(), { objectMode: false }));
}
