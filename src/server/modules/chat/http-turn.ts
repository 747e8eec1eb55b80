import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressKey } from '../../plugins/client-address';
import { abortOnDisconnect } from './abort-on-disconnect';
import { runChatTurn } from './run-chat-turn';
import type { TurnInput } from './turn-events';

/** A turn asked for over HTTP: the request's caller, stopped if the client goes away. */
export function httpTurn(
  request: FastifyRequest,
  reply: FastifyReply,
  input: TurnInput,
  options: { streaming: boolean },
) {
  const { server } = request;
  return runChatTurn({
    db: server.db,
    runtime: server.chatRuntime,
    principal: request.principal,
    input,
    signal: abortOnDisconnect(reply),
    streaming: options.streaming,
    sender: clientAddressKey(request.ip),
  });
}
