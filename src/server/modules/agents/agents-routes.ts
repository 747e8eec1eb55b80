import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AgentIdParamsSchema,
  AgentListQuerySchema,
  AgentListSchema,
  AgentSchema,
} from '../../../shared/schemas/agent';
import { errorResponses } from '../../plugins/errors';
import type { AgentsModuleOptions } from './agents-module';
import { getAgent, listAgents } from './agents-service';

export async function agentsRoutes(app: FastifyInstance, { configuredTools }: AgentsModuleOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/agents',
    {
      schema: {
        tags: ['agents'],
        summary: 'List the agents the caller can see, newest first',
        querystring: AgentListQuerySchema,
        response: {
          200: AgentListSchema,
          304: z.null().describe('Not modified: the page still matches If-None-Match'),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const { principal, query } = request;
      if (principal.kind !== 'visitor') return listAgents({ db: app.db, principal, ...query });
      // Visitors all see the same pages: serve them from the catalogue cache.
      const key = `${query.skip}:${query.limit}`;
      const page =
        app.catalogueCache.peek(key) ??
        (await app.catalogueCache.get(key, async () =>
          JSON.stringify(await listAgents({ db: app.db, principal, ...query })),
        ));
      reply.header('ETag', page.etag).header('Cache-Control', 'no-cache');
      // Untyped reply: a 304 has no body, and the page is already JSON bytes (Fastify sends
      // a Buffer as it is, without running the schema serializer again).
      const raw = reply as FastifyReply;
      if (request.headers['if-none-match'] === page.etag) return raw.status(304).send();
      return raw.type('application/json; charset=utf-8').send(page.body);
    },
  );

  api.get(
    '/api/agents/:id',
    {
      schema: {
        tags: ['agents'],
        summary: 'Get one agent',
        params: AgentIdParamsSchema,
        response: { 200: AgentSchema, ...errorResponses(400, 404) },
      },
    },
    (request) =>
      getAgent({
        db: app.db,
        principal: request.principal,
        id: request.params.id,
        configuredTools,
      }),
  );
}
