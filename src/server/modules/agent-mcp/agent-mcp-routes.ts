import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AgentIdParamsSchema } from '../../../shared/schemas/agent';
import { HttpError } from '../../http-error';
import { errorResponses } from '../../plugins/errors';
import { agentMcpServer } from './agent-mcp-server';
import { askAgent } from './ask-agent';
import { keyCallerFor } from './mcp-caller';
import { mcpKeyLimit, PROTOCOL_REQUESTS_PER_MINUTE } from './mcp-key-limit';
import { publicAgent } from './public-agent';
import { transportRefusal, webRequestOf } from './web-exchange';

const PATH = '/api/agents/:id/mcp';

const DESCRIPTION =
  'The agent as a Model Context Protocol server (Streamable HTTP, stateless, JSON answers), ' +
  "for Claude Desktop, Cursor and other MCP clients. Takes one of the agent's live or test API " +
  'keys as `Authorization: Bearer <key>`. One tool, `ask_<agent name>`, asks the agent as ' +
  '`/api/chat` does and answers the reply and a `conversation_id` to follow up with; a refusal ' +
  '(plan limit, inactive agent) is a tool error with its sentence. Only questions count against ' +
  "the key's `rate_limit_per_hour`: each JSON-RPC `tools/call` request, each one in a batch; " +
  'past the limit the request is refused with 429 and the X-RateLimit-* and Retry-After ' +
  'headers. Everything else (`initialize`, notifications, `tools/list`, pings, GET and DELETE) ' +
  `is not counted against the key but is limited to ${PROTOCOL_REQUESTS_PER_MINUTE} requests ` +
  'a minute per key (429 with Retry-After).';

/** A stateless server has no stream to offer on GET and no session to end on DELETE. */
const methodNotAllowed = () =>
  new HttpError(
    405,
    'method_not_allowed',
    'This MCP endpoint is stateless: send JSON-RPC messages with POST.',
    undefined,
    { Allow: 'POST' },
  );

/** Each agent's MCP endpoint: a fresh server and transport per request, so any node answers. */
export async function agentMcpRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limits = mcpKeyLimit(app);
  // The ledger names these calls 'mcp'; which of them count against the key, limits decide.
  const config = { usageKind: 'mcp', keyLimit: 'counted-by-route' } as const;

  api.post(
    PATH,
    {
      config,
      preHandler: limits.byBody,
      schema: {
        tags: ['mcp'],
        summary: "Call the agent's MCP server (JSON-RPC over Streamable HTTP)",
        description: DESCRIPTION,
        params: AgentIdParamsSchema,
        body: z.unknown().describe('A JSON-RPC message or batch (the MCP protocol).'),
        response: {
          200: z.unknown().describe('The JSON-RPC response'),
          202: z.null().describe('A notification, accepted'),
          ...errorResponses(400, 401, 403, 404, 406, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const agentId = request.params.id;
      const principal = keyCallerFor(request.principal, agentId);
      const agent = await publicAgent({ db: app.db, principal, agentId });
      const server = agentMcpServer(agent, (input) =>
        askAgent(request, reply, { ...input, agentId }),
      );
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      await server.connect(transport);
      let response: Response;
      try {
        response = await transport.handleRequest(webRequestOf(request), {
          parsedBody: request.body,
        });
      } finally {
        await server.close();
      }
      const refusal = await transportRefusal(response);
      if (refusal) throw refusal;
      return reply.send(response);
    },
  );

  for (const method of ['GET', 'DELETE'] as const) {
    api.route({
      method,
      url: PATH,
      config,
      onRequest: limits.protocolLimit,
      schema: {
        tags: ['mcp'],
        summary: `Not offered: the agent's MCP endpoint is stateless (${method} answers 405)`,
        params: AgentIdParamsSchema,
        response: errorResponses(400, 405, 429),
      },
      handler: async () => {
        throw methodNotAllowed();
      },
    });
  }
}
