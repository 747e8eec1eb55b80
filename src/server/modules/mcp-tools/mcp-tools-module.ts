import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { checkMcpEntriesOnAgentForms } from './mcp-tool-entries-check';
import { onMcpServerChange } from './mcp-servers-notice';
import { closeOpenMcpClients } from './mcp-session';
import { mcpToolsRoutes } from './mcp-tools-routes';
import { mcpToolsRuntimeFor } from './mcp-tools-runtime';

/**
 * MCP servers' tools for agents: the owners' listing and the check that an agent's MCP tools
 * name listed servers. Not encapsulated, so the check reaches the agent routes; register it
 * before them. The console's servers are read when the app is ready and again on every
 * 'mcp-servers-changed' notice.
 */
export const mcpToolsModule = fp(
  async (app: FastifyInstance) => {
    const runtime = mcpToolsRuntimeFor(app.config);
    runtime.consoleServers.connect({ db: app.db, box: app.toolSecrets, log: app.log });
    onMcpServerChange(app.cluster.bus, () => {
      runtime.consoleServers.reload().catch((error: unknown) => {
        app.log.error({ err: error }, 'MCP servers: could not be read again');
      });
    });
    app.addHook('onReady', async () => {
      // A database that does not answer yet leaves the console's servers out until the next read.
      await runtime.consoleServers.reload().catch((error: unknown) => {
        app.log.error({ err: error }, 'MCP servers: the console servers could not be read');
      });
    });
    app.addHook('onRoute', checkMcpEntriesOnAgentForms(runtime.servers));
    app.addHook('onClose', closeOpenMcpClients);
    await app.register(mcpToolsRoutes(runtime));
  },
  { name: 'mcp-tools' },
);
