import { and, eq, or } from 'drizzle-orm';
import type { ChatResponse } from '../../../shared/schemas/chat';
import type { Db } from '../../db/client';
import type { StoredAttachment } from '../../db/chat-schema';
import { agents } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import type { ChatEngine } from './chat-engine';
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

/** One turn: the agent answers in the context of the stored conversation, and both are kept. */
export async function sendChat(options: {
  db: Db;
  engine: ChatEngine;
  viewerId?: string;
  agentId: string;
  sessionId: string;
  message: string;
  files?: Array<{ name: string; type: string; size: number; text: string }>;
}): Promise<ChatResponse> {
  const { db, engine } = options;
  const files = options.files ?? [];
  const agent = await loadChatAgent(db, options.agentId, options.viewerId);
  const conversation = await findOrCreateConversation({
    db,
    sessionId: options.sessionId,
    agentId: agent.id,
    viewerId: options.viewerId,
  });
  const history = await loadRecentTurns(db, conversation.id);
  const { text } = await engine.reply({
    agent: {
      id: agent.id,
      name: agent.name,
      instruction: agent.instruction,
      knowledge: agent.knowledge,
      tools: agent.tools,
      updatedAt: agent.updatedAt,
    },
    // Files sent without a question: let their own words lead the search.
    message:
      options.message.trim() ||
      files
        .map((f) => f.text)
        .join(' ')
        .slice(0, 500),
    history,
    files: files.map((f) => ({ name: f.name, text: f.text })),
  });
  const attachments: StoredAttachment[] = files.map(({ name, type, size }) => ({
    name,
    type,
    size,
  }));
  const index = await appendExchange({
    db,
    conversationId: conversation.id,
    userMessage: options.message,
    attachments,
    reply: text,
  });
  return { response: text, message_index: index, engine: engine.name };
}
