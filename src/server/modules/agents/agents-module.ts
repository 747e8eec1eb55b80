import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { agentWriteRoutes } from './agent-write-routes';
import { agentsRoutes } from './agents-routes';
import { createCatalogueCache, type CatalogueCache } from './catalogue-cache';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: CatalogueCache;
  }
}

/** Which of an agent's tools have their setup saved: the tools module knows, and is passed in. */
export type ConfiguredTools = (db: Db, agentId: string) => Promise<string[]>;

export interface AgentsModuleOptions {
  configuredTools: ConfiguredTools;
}

/** The public catalogue's cache, emptied on every node when any node changes the catalogue. */
export const agentsServices = fp(
  async (app: FastifyInstance) => {
    const catalogueCache = createCatalogueCache({ ttlMs: app.config.catalogueCacheTtlMs });
    app.decorate('catalogueCache', catalogueCache);
    app.cluster.bus.on('catalogue-changed', () => catalogueCache.invalidate());
  },
  { name: 'agents-services', dependencies: ['app-services'] },
);

/** The catalogue and an owner's agents: reading, writing and cloning them. */
export async function agentsModule(app: FastifyInstance, options: AgentsModuleOptions) {
  await app.register(agentsRoutes, options);
  await app.register(agentWriteRoutes, options);
}
