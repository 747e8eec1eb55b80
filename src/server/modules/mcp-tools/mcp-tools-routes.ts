import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { McpToolListSchema } from '../../../shared/schemas/mcp-tools';
import { mcpToolEntry } from '../../../shared/tool-entries';
import { errorResponses } from '../../plugins/errors';
import { requireUser } from '../auth';
import type { McpToolsRuntime } from './mcp-tools-runtime';

/** What an agent's owner may switch on: each listed server's tools, or why there are none. */
export function mcpToolsRoutes(runtime: McpToolsRuntime) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/mcp-tools',
      {
        schema: {
          tags: ['tools'],
          summary: "The MCP servers' tools an agent can be given",
          response: { 200: McpToolListSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        requireUser(request.principal);
        const servers = runtime.servers().filter((server) => server.enabled);
        const listings = await Promise.all(servers.map((server) => runtime.lists.list(server)));
        return {
          servers: servers.map((server, index) => {
            const listing = listings[index];
            const tools = listing?.ok ? listing.tools : [];
            return {
              id: server.id,
              name: server.name,
              available: listing?.ok === true,
              problem: listing && !listing.ok ? listing.error.message : null,
              tools: tools.map((tool) => ({
                name: tool.name,
                description: tool.description,
                entry: mcpToolEntry(server.id, tool.name),
              })),
            };
          }),
        };
      },
    );
  };
}
