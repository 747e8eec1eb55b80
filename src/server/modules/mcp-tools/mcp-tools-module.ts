import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { checkMcpEntriesOnAgentForms } from './mcp-tool-entries-check';
import { closeOpenMcpClients } from './mcp-session';
import { mcpToolsRoutes } from './mcp-tools-routes';
import { mcpToolsRuntimeFor } from './mcp-tools-runtime';

/**
 * MCP servers' tools for agents: the owners' listing and the check that an agent's MCP tools
 * name listed servers. Not encapsulated, so the check reaches the agent routes; register it
 * before them.
 */
export const mcpToolsModule = fp(
  async (app: FastifyInstance) => {
    const runtime = mcpToolsRuntimeFor(app.config);
    app.addHook('onRoute', checkMcpEntriesOnAgentForms(runtime.servers));
    app.addHook('onClose', closeOpenMcpClients);
    await app.register(mcpToolsRoutes(runtime));
  },
  { name: 'mcp-tools' },
);
