import { eq, or, sql } from 'drizzle-orm';
import type { ChatResponse } from '../../../shared/schemas/chat';
import type { Db } from '../../db/client';
import type { StoredAttachment } from '../../db/chat-schema';
import { agents } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import type { ToolsContext } from '../tools/tools-context';
import type { ChatEngine, ChatTurnInput } from './chat-engine';
import type { AgentRowCache } from './agent-row-cache';
import { appendExchange, assertContinuable } from './conversation-store';
import { readTurnSnapshot, type TurnSnapshot } from './turn-snapshot';

/** Reads of a turn's snapshot before a session's conversation counts as gone. */
const SNAPSHOT_ATTEMPTS = 3;

/** Agents the viewer may talk to: public ones, and their own. */
function visibleTo(viewerId: string | undefined) {
  return viewerId
    ? or(eq(agents.mode, 'PUBLIC'), eq(agents.ownerId, viewerId))
    : eq(agents.mode, 'PUBLIC');
}

/**
 * The turn's agent row and conversation, checked in the order a person would want to hear:
 * unknown or unseen agent 404, inactive agent 409, someone else's session 404, a session
 * with another agent 409.
 */
async function openTurn(request: ChatTurnRequest) {
  const { db, agentId, viewerId } = request;
  const notFoundAgent = () => notFound(`Agent ${agentId} was not found.`);
  let snapshot: TurnSnapshot | undefined;
  // A first message sent twice at once: the second statement's insert waits for the first
  // and then finds the session taken, but its snapshot predates that row. The next read sees it.
  for (let attempt = 0; attempt < SNAPSHOT_ATTEMPTS && !snapshot?.conversation; attempt++) {
    snapshot = await readTurnSnapshot({
      db,
      agentId,
      sessionId: request.sessionId,
      viewerId,
      visible: visibleTo(viewerId) ?? sql`false`,
    });
    if (!snapshot.agent) throw notFoundAgent();
    if (snapshot.agent.status !== 'active') {
      throw new HttpError(
        409,
        'agent_inactive',
        `${snapshot.agent.name} is inactive and cannot answer messages right now.`,
      );
    }
  }
  // Still null only if the session's row vanished between reads (a conversation deleted).
  if (!snapshot?.agent || !snapshot.conversation) throw notFoundAgent();
  assertContinuable(snapshot.conversation, agentId, viewerId);
  const agent = await request.agentRows.get(db, agentId, snapshot.agent.version);
  if (!agent) throw notFoundAgent();
  return { agent, conversation: snapshot.conversation, history: snapshot.history };
}

export interface ChatTurnRequest {
  db: Db;
  engine: ChatEngine;
  tools: ToolsContext;
  agentRows: AgentRowCache;
  viewerId?: string;
  agentId: string;
  sessionId: string;
  message: string;
  files?: Array<{ name: string; type: string; size: number; text: string }>;
}

/**
 * Checks who may talk to which agent in which session and gathers the engine's input.
 * Nothing is stored until the reply is whole: a failed model call leaves no half exchange.
 */
export async function prepareChatTurn(request: ChatTurnRequest) {
  const { db } = request;
  const files = request.files ?? [];
  const { agent, conversation, history } = await openTurn(request);
  const input: ChatTurnInput = {
    agent: {
      id: agent.id,
      name: agent.name,
      instruction: agent.instruction,
      knowledge: agent.knowledge,
      tools: agent.tools,
      updatedAt: agent.updatedAt,
    },
    message: request.message.trim(),
    history,
    files: files.map((f) => ({ name: f.name, text: f.text })),
    toolbox: await request.tools.toolboxFor(agent),
  };

  /** Stores the exchange once the reply is complete; returns what /api/chat answers. */
  const record = async (reply: string): Promise<ChatResponse> => {
    const attachments: StoredAttachment[] = files.map(({ name, type, size }) => ({
      name,
      type,
      size,
    }));
    const index = await appendExchange({
      db,
      conversationId: conversation.id,
      userMessage: request.message,
      attachments,
      reply,
      engine: request.engine.name,
    });
    return { response: reply, message_index: index, engine: request.engine.name };
  };
  return { input, record };
}

/** One turn, answered whole. */
export async function sendChat(
  request: ChatTurnRequest,
  signal: AbortSignal,
): Promise<ChatResponse> {
  const turn = await prepareChatTurn(request);
  return turn.record(await request.engine.reply(turn.input, signal));
}
