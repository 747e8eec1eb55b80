import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AgentIdParamsSchema,
  AgentInputSchema,
  AgentSchema,
  CloneAgentSchema,
  type Agent,
} from '../../../shared/schemas/agent';
import { ErrorBodySchema } from '../../../shared/schemas/error';
import { requireViewer } from '../../plugins/require-viewer';
import { cloneAgent, createAgent, deleteAgent, updateAgent } from './agent-writes-service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

export async function agentWriteRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Every write changes what the catalogue shows.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 300) app.catalogueCache.invalidate();
  });
  /** After the answer is sent: index the saved knowledge before anyone asks it a question. */
  const warmChat = (agent: Agent) =>
    setImmediate(() =>
      app.chatEngine.warm({
        id: agent.id,
        knowledge: agent.knowledge ?? '',
        updatedAt: new Date(agent.updated_at),
      }),
    );

  api.post(
    '/api/agents',
    {
      schema: {
        tags: ['agents'],
        summary: 'Create an agent owned by the caller',
        body: AgentInputSchema,
        response: { 201: AgentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewerId = requireViewer(request);
      const agent = await createAgent({ db: app.db, viewerId, input: request.body });
      warmChat(agent);
      return reply.status(201).send(agent);
    },
  );

  api.post(
    '/api/agents/clone',
    {
      schema: {
        tags: ['agents'],
        summary: "Copy an agent into the caller's own, private and editable",
        body: CloneAgentSchema,
        response: { 201: AgentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewerId = requireViewer(request);
      const { id, clone_agent_name: name } = request.body;
      const agent = await cloneAgent({ db: app.db, viewerId, id, name });
      warmChat(agent);
      return reply.status(201).send(agent);
    },
  );

  api.put(
    '/api/agents/:id',
    {
      schema: {
        tags: ['agents'],
        summary: 'Replace an agent the caller owns',
        params: AgentIdParamsSchema,
        body: AgentInputSchema,
        response: { 200: AgentSchema, ...errors },
      },
    },
    async (request) => {
      const agent = await updateAgent({
        db: app.db,
        viewerId: requireViewer(request),
        id: request.params.id,
        input: request.body,
      });
      warmChat(agent);
      return agent;
    },
  );

  api.delete(
    '/api/agents/:id',
    {
      schema: {
        tags: ['agents'],
        summary: 'Delete an agent the caller owns',
        params: AgentIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await deleteAgent({ db: app.db, viewerId: requireViewer(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
