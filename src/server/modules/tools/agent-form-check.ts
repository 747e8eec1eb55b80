import type { FastifyRequest, RouteOptions } from 'fastify';
import { AgentInputSchema } from '../../../shared/schemas/agent';

/** Checks an agent form's tool entries once its body is valid; throws to refuse the save. */
export type ToolEntriesCheck = (tools: string[], request: FastifyRequest) => Promise<void>;

/**
 * An onRoute hook that runs `check` on every route taking the agent form (AgentInputSchema),
 * wherever it is posted: a source of run-time tools (MCP, HTTP) refuses entries it cannot
 * serve without the agents module knowing about it.
 */
export function checkToolEntriesOnAgentForms(check: ToolEntriesCheck) {
  return (route: RouteOptions) => {
    if (route.schema?.body !== AgentInputSchema) return;
    const existing = route.preHandler;
    route.preHandler = [
      ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
      async (request) => {
        const body = request.body as { tools?: unknown } | undefined;
        await check(Array.isArray(body?.tools) ? (body.tools as string[]) : [], request);
      },
    ];
  };
}
