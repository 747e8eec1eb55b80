import { DomainError, notFound } from '../../domain-error';
import type { Db } from '../../db/client';
import { agentVisibleTo, assertAgentAnswers } from '../agents';
import type { Principal } from '../auth';
import type { AgentCache } from './agent-cache';
import {
  assertHolder,
  conversationOwnerFor,
  conversationScopeOf,
  conversationSourceFor,
  refuseRestrictedKey,
} from './conversation-access';
import type { HistoryTurn } from './chat-engine';
import type { ConversationRef, StoredExchange } from './conversation-store';
import type { TurnInput } from './turn-events';
import { readTurnSnapshot, type StoredTurn, type TurnSnapshot } from './turn-snapshot';

/** Reads of a turn's snapshot before a session's conversation counts as gone. */
const SNAPSHOT_ATTEMPTS = 3;

/** A repeat must be the same message: a different one under the same id is a client bug. */
function assertSameTurn(stored: StoredExchange, input: TurnInput) {
  const names = (input.uploads ?? []).map((file) => file.name);
  const same =
    stored.message === input.message &&
    JSON.stringify(stored.attachments) === JSON.stringify(names);
  if (!same) {
    throw new DomainError(
      'conflict',
      'idempotency_conflict',
      'This client_message_id was already used for a different message in this session.',
    );
  }
}

/**
 * The turn's agent and conversation, checked in the order a person would want to hear:
 * a restricted key 403 (it is meant for widget sessions only), a widget session's other
 * conversation 403, unknown or unseen agent 404, inactive agent 409, a session of the caller's
 * own with another agent 409, a reused client_message_id 409. The session is looked up in the
 * caller's scope only (conversation-access.ts): what others keep under the same id is neither
 * touched nor told.
 */
export async function openTurn(options: {
  db: Db;
  agents: AgentCache;
  principal: Principal;
  input: TurnInput;
}) {
  const { db, principal, input } = options;
  refuseRestrictedKey(principal);
  if (principal.kind === 'widget' && principal.sessionId !== input.sessionId) {
    throw new DomainError(
      'forbidden',
      'session_not_allowed',
      'This chat session token belongs to another conversation. Reload the page to continue.',
    );
  }
  const notFoundAgent = () => notFound(`Agent ${input.agentId} was not found.`);
  let snapshot: TurnSnapshot | undefined;
  // A first message sent twice at once: the second statement's insert waits for the first
  // and then finds the session taken, but its snapshot predates that row. The next read sees it.
  for (let attempt = 0; attempt < SNAPSHOT_ATTEMPTS && !snapshot?.conversation; attempt++) {
    snapshot = await readTurnSnapshot({
      db,
      agentId: input.agentId,
      sessionId: input.sessionId,
      scope: conversationScopeOf(principal, input.agentId),
      ownerId: conversationOwnerFor(principal),
      source: conversationSourceFor(principal),
      visible: agentVisibleTo(principal),
      clientMessageId: input.clientMessageId,
    });
    if (!snapshot.agent) throw notFoundAgent();
    assertAgentAnswers(snapshot.agent, 'messages');
  }
  // Still null only if the session's row vanished between reads (a conversation deleted).
  const { agent: seen, conversation, history, earlierFiles = [], repeat } = snapshot ?? {};
  if (!seen || !conversation || !history) throw notFoundAgent();
  assertHolder(principal, conversation);
  if (conversation.agentId !== input.agentId) {
    throw new DomainError(
      'conflict',
      'session_in_use',
      'You already use this session_id for a chat with another agent: start a new session to talk to this one.',
    );
  }
  if (repeat) {
    assertSameTurn(repeat, input);
    return { repeat };
  }
  const agent = await options.agents.get(db, input.agentId, seen.version);
  if (!agent) throw notFoundAgent();
  return { agent, conversation, history: engineHistory(history), earlierFiles };
}

/**
 * The conversation as the engines read it: what a team member wrote while they held it is on
 * the coach's side, named, so the coach knows what the person was told; notices ("Ana
 * joined") are about the conversation, not in it, and stay out.
 */
export function engineHistory(stored: StoredTurn[]): HistoryTurn[] {
  return stored.flatMap((turn): HistoryTurn[] => {
    if (turn.role === 'notice') return [];
    if (turn.role === 'staff') {
      const who = turn.author ?? 'Someone';
      return [{ role: 'coach', content: `(${who} of the team wrote:) ${turn.content}` }];
    }
    return [{ role: turn.role, content: turn.content, attachments: turn.attachments }];
  });
}

/**
 * The caller's conversation of a session with an agent, started if it is new, with every
 * check of a turn (restricted key, another widget session, unseen or inactive agent, a session
 * with another agent): for what the person does besides talking (asking for a person).
 */
export async function openConversation(options: {
  db: Db;
  agents: AgentCache;
  principal: Principal;
  agentId: string;
  sessionId: string;
}): Promise<ConversationRef> {
  const { agentId, sessionId } = options;
  const opened = await openTurn({ ...options, input: { agentId, sessionId, message: '' } });
  // Without a client_message_id there is no repeat: the conversation is always there.
  if (!('conversation' in opened) || !opened.conversation) throw notFound('Not found.');
  return opened.conversation;
}
