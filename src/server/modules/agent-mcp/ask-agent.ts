import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorKind } from '../../domain-error';
import { httpTurn } from '../chat';

/** Failures of ours or of what we depend on: logged, since the asker reads only a sentence. */
const FAULTS = new Set<ErrorKind>([
  'internal',
  'upstream_failed',
  'upstream_timeout',
  'unavailable',
]);

export interface AskInput {
  question: string;
  /** An earlier answer's conversation, to follow up in it; a new one when absent. */
  conversation_id?: string;
}

export type AskOutcome =
  | { answered: true; answer: string; conversationId: string }
  /** `reason` is the sentence the person would read in the chat (quota, inactive agent…). */
  | { answered: false; reason: string };

/**
 * One question to the agent as a chat turn over the API, through the very runner `/api/chat`
 * calls with the request's key: the same engine choice (test keys get the offline one), plan
 * quota, conversation storage in the key's scope and retention. The question leaves whole
 * (`streaming` false): an MCP tool answers in one piece.
 */
export async function askAgent(
  request: FastifyRequest,
  reply: FastifyReply,
  input: AskInput & { agentId: string },
): Promise<AskOutcome> {
  const conversationId = input.conversation_id ?? randomUUID();
  const turn = httpTurn(
    request,
    reply,
    { agentId: input.agentId, sessionId: conversationId, message: input.question },
    { streaming: false },
  );
  for await (const event of turn) {
    if (event.type === 'done') {
      return { answered: true, answer: event.reply.response, conversationId };
    }
    if (event.type === 'error') {
      if (FAULTS.has(event.error.kind)) {
        request.log.error({ err: event.error.cause ?? event.error }, 'MCP ask failed');
      }
      return { answered: false, reason: event.error.message };
    }
  }
  // The turn ends without a word only when the client went away: nobody reads this.
  return { answered: false, reason: 'The request was closed before the answer was ready.' };
}
