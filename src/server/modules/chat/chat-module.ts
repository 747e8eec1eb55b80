import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { httpToolSource } from '../http-tools';
import { mcpToolSource } from '../mcp-tools';
import { createToolsContext, loadCalendarTool, type ToolsContext } from '../tools';
import { createAgentCache } from './agent-cache';
import { createAttachmentReader } from './attachments';
import { chatFilesRoutes } from './chat-files-routes';
import type { ChatTurnLimit } from './chat-rate-limit';
import { chatRoutes } from './chat-routes';
import { createCoachDirectory } from './coach-directory';
import { deleteExpiredConversations } from './conversation-retention';
import { createChatEngine } from './create-chat-engine';
import { createOfflineChatEngine } from './offline-chat-engine';
import type { TurnRuntime } from './run-chat-turn';

declare module 'fastify' {
  interface FastifyInstance {
    /** What every chat turn runs on: the engine, the agents' tools and the agent cache. */
    chatRuntime: TurnRuntime;
  }
}

/** The tools a turn may call: the built-ins (the calendar once set up), MCP and HTTP tools. */
function turnTools(app: FastifyInstance): ToolsContext {
  const { config, db, toolSecrets: box } = app;
  return createToolsContext({
    config: config.tools,
    calendarFor: (agent) =>
      loadCalendarTool({ db, box, config: config.tools, agent, log: app.log }),
    sources: [mcpToolSource(config), httpToolSource({ db, box, config })],
  });
}

/**
 * What every turn runs on, on the root instance (voice, the wizard, agents and the console
 * read it). The engine follows the model the operators chose: `chatRuntime.engine` is
 * replaced on a change, so whoever needs it reads it when a turn or plan starts.
 */
export const chatServices = fp(
  async (app: FastifyInstance) => {
    const { liveSettings } = app;
    const attachments = createAttachmentReader();
    const agentCache = createAgentCache();
    const coaches = createCoachDirectory(agentCache);
    app.cluster.bus.on('catalogue-changed', () => coaches.invalidate());
    const chatRuntime: TurnRuntime = {
      engine: createChatEngine(liveSettings.model()),
      offlineEngine: createOfflineChatEngine(),
      tools: turnTools(app),
      agents: agentCache,
      usage: app.billing.usage,
      attachments,
      coaches,
    };
    app.decorate('chatRuntime', chatRuntime);
    // Turns read the engine when they start: a change reaches the next turn.
    liveSettings.onChange('model', () => {
      chatRuntime.engine = createChatEngine(liveSettings.model());
    });
    app.addHook('onClose', async () => attachments.close());
  },
  {
    name: 'chat-services',
    dependencies: ['app-services', 'tools-services', 'billing-services', 'admin-services'],
  },
);

/**
 * Every chat route, sharing one per-caller limit on turns (`chatRateLimit`), which app.ts
 * makes once and hands to the wizard too, whose chat and plan spend the same turns.
 */
export async function chatModule(app: FastifyInstance, { limit }: { limit: ChatTurnLimit }) {
  app.retention.register('conversations', deleteExpiredConversations);
  await app.register(chatRoutes, { limit });
  await app.register(chatFilesRoutes, { limit });
}
