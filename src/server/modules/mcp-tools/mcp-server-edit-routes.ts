import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  McpServerCreateSchema,
  McpServerEnabledSchema,
  McpServerIdParamsSchema,
  McpServerUpdateSchema,
  McpServerViewSchema,
} from '../../../shared/schemas/mcp-servers';
import { errorResponses } from '../../plugins/errors';
import {
  deleteConsoleServer,
  insertConsoleServer,
  setConsoleServerEnabled,
  updateConsoleServer,
} from './console-servers-store';
import {
  checkAddress,
  headerChanges,
  idTaken,
  notAConsoleServer,
  setInConfig,
} from './mcp-server-edit-rules';
import { consoleServerView } from './mcp-server-views';
import { announceMcpServerChange } from './mcp-servers-notice';
import type { McpToolsRuntime } from './mcp-tools-runtime';

/** The operator behind a request and their log, as the admin module gives them. */
export type OperatorOf = (request: FastifyRequest) => {
  label: string;
  record(action: string, detail: Record<string, unknown>): Promise<void>;
};

const idParams = { params: McpServerIdParamsSchema };

/**
 * The console's MCP servers: add, change, switch on or off, remove. Each change is logged,
 * read again at once on this node and announced to the others; MCP_SERVERS's stay read-only.
 */
export function mcpServerEditRoutes(runtime: McpToolsRuntime, operatorOf: OperatorOf) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const changed = async (serverId: string) => {
      await runtime.consoleServers.reload();
      await announceMcpServerChange(app.cluster.bus, serverId);
    };

    api.post(
      '/api/admin/mcp-servers',
      {
        schema: {
          tags: ['admin'],
          summary: 'Adds an MCP server whose tools agents may use',
          description:
            '400 when the address is one this server may not reach (a field error on url), 409 when the id is taken.',
          body: McpServerCreateSchema,
          response: { 201: McpServerViewSchema, ...errorResponses(400, 409) },
        },
      },
      async (request, reply) => {
        const input = request.body;
        if (runtime.isConfigServer(input.id)) throw idTaken(input.id, 'config');
        await checkAddress(input.url, runtime.network);
        const operator = operatorOf(request);
        const row = await insertConsoleServer({
          db: app.db,
          box: app.toolSecrets,
          input,
          by: operator.label,
        });
        if (!row) throw idTaken(input.id, 'console');
        await operator.record('mcp-server-add', {
          id: row.id,
          name: row.name,
          url: row.url,
          transport: row.transport,
          timeout_ms: row.timeoutMs,
          enabled: row.enabled,
          headers: Object.keys(input.headers),
        });
        await changed(row.id);
        return reply.status(201).send(consoleServerView(row));
      },
    );

    api.put(
      '/api/admin/mcp-servers/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Changes a console MCP server (its id stays)',
          description:
            'headers: a value replaces that header, null removes it, a name left out keeps it. 409 for a server of MCP_SERVERS.',
          ...idParams,
          body: McpServerUpdateSchema,
          response: { 200: McpServerViewSchema, ...errorResponses(400, 404, 409) },
        },
      },
      async (request) => {
        const { id } = request.params;
        if (runtime.isConfigServer(id)) throw setInConfig(id);
        await checkAddress(request.body.url, runtime.network);
        const operator = operatorOf(request);
        const input = request.body;
        const row = await updateConsoleServer({
          db: app.db,
          box: app.toolSecrets,
          id,
          input,
          by: operator.label,
        });
        if (!row) throw notAConsoleServer(id);
        await operator.record('mcp-server-change', {
          id,
          name: row.name,
          url: row.url,
          transport: row.transport,
          timeout_ms: row.timeoutMs,
          enabled: row.enabled,
          headers: headerChanges(input.headers),
        });
        await changed(id);
        return consoleServerView(row);
      },
    );

    api.put(
      '/api/admin/mcp-servers/:id/enabled',
      {
        schema: {
          tags: ['admin'],
          summary: "Switches a console MCP server's tools on or off for every agent",
          ...idParams,
          body: McpServerEnabledSchema,
          response: { 200: McpServerViewSchema, ...errorResponses(400, 404, 409) },
        },
      },
      async (request) => {
        const { id } = request.params;
        if (runtime.isConfigServer(id)) throw setInConfig(id);
        const operator = operatorOf(request);
        const { enabled } = request.body;
        const row = await setConsoleServerEnabled(app.db, { id, enabled, by: operator.label });
        if (!row) throw notAConsoleServer(id);
        await operator.record(enabled ? 'mcp-server-on' : 'mcp-server-off', { id });
        await changed(id);
        return consoleServerView(row);
      },
    );

    api.delete(
      '/api/admin/mcp-servers/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Removes a console MCP server: its tools stop being offered to agents',
          ...idParams,
          response: { 204: z.null().describe('Removed'), ...errorResponses(400, 404, 409) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        if (runtime.isConfigServer(id)) throw setInConfig(id);
        const row = await deleteConsoleServer(app.db, id);
        if (!row) throw notAConsoleServer(id);
        await operatorOf(request).record('mcp-server-remove', { id, name: row.name });
        await changed(id);
        return reply.status(204).send(null);
      },
    );
  };
}
