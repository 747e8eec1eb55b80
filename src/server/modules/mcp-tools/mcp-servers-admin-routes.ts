import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  McpServerIdParamsSchema,
  McpServerListSchema,
  McpServerTestSchema,
} from '../../../shared/schemas/mcp-servers';
import { mcpToolEntry } from '../../../shared/tool-entries';
import { notFound } from '../../http-error';
import { errorResponses } from '../../plugins/errors';
import { mcpToolsRuntimeFor } from './mcp-tools-runtime';

/**
 * The console's view of the MCP servers (from MCP_SERVERS) and its Test: the server's tools
 * listed afresh, or a sentence. Registered by the admin module, behind the operator check.
 */
export async function mcpServersAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const runtime = mcpToolsRuntimeFor(app.config);

  api.get(
    '/api/admin/mcp-servers',
    {
      schema: {
        tags: ['admin'],
        summary: 'The MCP servers agents may use, without their header values',
        response: { 200: McpServerListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({
      source: 'MCP_SERVERS' as const,
      servers: runtime.servers().map((server) => ({
        id: server.id,
        name: server.name,
        url: server.url,
        transport: server.transport,
        header_names: Object.keys(server.headers),
        timeout_ms: server.timeoutMs,
        enabled: server.enabled,
      })),
    }),
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
}
