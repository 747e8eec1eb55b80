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
import { errorResponses } from '../../plugins/errors';
import type { AgentsModuleOptions } from './agents-module';
import { cloneAgent, createAgent, deleteAgent, updateAgent } from './agent-writes-service';
import { invalidateCatalogueOnWrite } from './catalogue-invalidation';

const errors = errorResponses(400, 401, 402, 403, 404);

export async function agentWriteRoutes(
  app: FastifyInstance,
  { configuredTools }: AgentsModuleOptions,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  invalidateCatalogueOnWrite(app);
  /** After the answer is sent: index the saved knowledge before anyone asks it a question. */
  const warmChat = (agent: Agent) =>
    setImmediate(() =>
      app.chatRuntime.agents.warm(app.db, agent.id).catch((error: unknown) => {
        app.log.warn({ err: error, agentId: agent.id }, 'could not prepare the agent for chat');
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
      const { principal, body: input } = request;
      const agent = await createAgent({ db: app.db, plans: app.billing.plans, principal, input });
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
      const { id, clone_agent_name: name } = request.body;
      const agent = await cloneAgent({
        db: app.db,
        plans: app.billing.plans,
        principal: request.principal,
        id,
        name,
      });
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
      const { principal, params, body: input } = request;
      const agent = await updateAgent({
        db: app.db,
        principal,
        id: params.id,
        input,
        configuredTools,
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
      await deleteAgent({ db: app.db, principal: request.principal, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
