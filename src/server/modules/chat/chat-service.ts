import { and, eq, or } from 'drizzle-orm';
import type { ChatResponse } from '../../../shared/schemas/chat';
import type { Db } from '../../db/client';
import type { StoredAttachment } from '../../db/chat-schema';
import { agents } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import type { ToolsContext } from '../tools/tools-context';
import type { ChatEngine, ChatTurnInput } from './chat-engine';
import { appendExchange, findOrCreateConversation, loadRecentTurns } from './conversation-store';

/** An agent the caller may talk to: public, or their own. Inactive ones refuse. */
async function loadChatAgent(db: Db, agentId: string, viewerId: string | undefined) {
  const visible = viewerId
    ? or(eq(agents.mode, 'PUBLIC'), eq(agents.ownerId, viewerId))
    : eq(agents.mode, 'PUBLIC');
  const [agent] = await db
    .select()
    .from(agents)
    .where(and(eq(agents.id, agentId), visible))
    .limit(1);
  if (!agent) throw notFound(`Agent ${agentId} was not found.`);
  if (agent.status !== 'active') {
    throw new HttpError(
      409,
      'agent_inactive',
      `${agent.name} is inactive and cannot answer messages right now.`,
    );
  }
  return agent;
}

export interface ChatTurnRequest {
  db: Db;
  engine: ChatEngine;
  tools: ToolsContext;
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
  const agent = await loadChatAgent(db, request.agentId, request.viewerId);
  const conversation = await findOrCreateConversation({
    db,
    sessionId: request.sessionId,
    agentId: agent.id,
    viewerId: request.viewerId,
  });
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
    history: await loadRecentTurns(db, conversation.id),
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
