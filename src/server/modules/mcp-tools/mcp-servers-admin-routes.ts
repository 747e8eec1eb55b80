import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  McpServerIdParamsSchema,
  McpServerListSchema,
  McpServerTestSchema,
} from '../../../shared/schemas/mcp-servers';
import { mcpToolEntry } from '../../../shared/tool-entries';
import { notFound } from '../../domain-error';
import { errorResponses } from '../../plugins/errors';
import { listConsoleServerRows } from './console-servers-store';
import { mcpServerEditRoutes, type OperatorOf } from './mcp-server-edit-routes';
import { configServerView, consoleServerView } from './mcp-server-views';
import { mcpToolsRuntimeFor } from './mcp-tools-runtime';

/**
 * The console's MCP servers: MCP_SERVERS's (read-only) and those added in the console, each
 * with Test (the server's tools listed afresh, or a sentence). Registered by the admin
 * module, behind the operator check, with its operator log (`operatorOf`).
 */
export async function mcpServersAdminRoutes(
  app: FastifyInstance,
  options: { operatorOf: OperatorOf },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const runtime = mcpToolsRuntimeFor(app.config);

  api.get(
    '/api/admin/mcp-servers',
    {
      schema: {
        tags: ['admin'],
        summary: 'The MCP servers agents may use and where each is set, without header values',
        response: { 200: McpServerListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => {
      // Read afresh: the console shows what is stored, whatever this node has cached.
      const rows = await listConsoleServerRows(app.db);
      return {
        servers: [
          ...app.config.mcp.servers.map(configServerView),
          ...rows.filter((row) => !runtime.isConfigServer(row.id)).map(consoleServerView),
        ],
      };
    },
  );

  api.post(
    '/api/admin/mcp-servers/:id/test',
    {
      schema: {
        tags: ['admin'],
        summary: "Lists an MCP server's tools afresh, or says why it cannot",
        params: McpServerIdParamsSchema,
        response: { 200: McpServerTestSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const server = runtime.servers().find((one) => one.id === request.params.id);
      if (!server) throw notFound(`No MCP server is listed as ${request.params.id}.`);
      const listing = await runtime.lists.list(server, { fresh: true });
      if (!listing.ok) return { ok: false, message: listing.error.message, tools: [] };
      const count = listing.tools.length;
      return {
        ok: true,
        message: `${server.name} answered with ${count} tool${count === 1 ? '' : 's'}.`,
        tools: listing.tools.map((tool) => ({
          name: tool.name,
          description: tool.description,
          entry: mcpToolEntry(server.id, tool.name),
        })),
      };
    },
  );

  await app.register(mcpServerEditRoutes(runtime, options.operatorOf));
}
