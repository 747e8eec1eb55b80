import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { agentWriteRoutes } from './agent-write-routes';
import { agentsRoutes } from './agents-routes';

/** Which of an agent's tools have their setup saved: the tools module knows, and is passed in. */
export type ConfiguredTools = (db: Db, agentId: string) => Promise<string[]>;

export interface AgentsModuleOptions {
  configuredTools: ConfiguredTools;
}

/** The catalogue and an owner's agents: reading, writing and cloning them. */
export async function agentsModule(app: FastifyInstance, options: AgentsModuleOptions) {
  await app.register(agentsRoutes, options);
  await app.register(agentWriteRoutes, options);
}
