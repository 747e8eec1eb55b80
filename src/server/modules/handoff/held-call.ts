import type { Db } from '../../db/client';
import type { Principal } from '../auth';
import { findHeldConversation } from '../chat';

const HELD_BY_PERSON =
  'Someone from the team has taken this conversation over and answers in writing: please type your message.';

/**
 * Why a voice call in this session must not start, or undefined: while a team member holds
 * the conversation they type and the coach is silent, so nobody would answer the caller.
 */
export async function callRefusedWhileHeld(call: {
  db: Db;
  caller: { principal: Principal; agent: { id: string } };
  sessionId: string;
}): Promise<string | undefined> {
  const { db, caller, sessionId } = call;
  const conversation = await findHeldConversation({
    db,
    principal: caller.principal,
    sessionId,
    agentId: caller.agent.id,
  });
  return conversation?.handoffState === 'person' ? HELD_BY_PERSON : undefined;
}

/**
 * Ends a voice call before it starts when a team member holds its conversation (the caller
 * hears why); true when it did. The call is never set up, so no voice time is spent.
 */
export async function endedWhileHeld(
  call: Parameters<typeof callRefusedWhileHeld>[0],
  voiceCall: { end(reason: 'hang_up', sentence: string): Promise<void> },
): Promise<boolean> {
  const refusal = await callRefusedWhileHeld(call);
  if (refusal) await voiceCall.end('hang_up', refusal);
  return refusal !== undefined;
}
