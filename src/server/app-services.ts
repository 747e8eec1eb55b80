import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClusterBus, type ClusterBus } from './cluster/cluster-bus';
import { connectRedis, type RedisConnection } from './cluster/redis-connection';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import { createRetentionSweep, type RetentionSweep } from './lib/retention-sweep';
import { createMailer, type Mailer } from './mailer';
import { openAuthSecrets } from './auth-secrets';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    /** What several nodes share: Redis (when REDIS_URL is set) and the notices between nodes. */
    cluster: ClusterServices;
    /** The auth secret and what is derived from it; each module takes its part. */
    serverSecrets: ServerSecrets;
    /** Sends the app's e-mails (contact requests, account e-mails); contact's outbox closes it. */
    mailer: Mailer;
    /** The daily retention sweep: each module registers the deletion of its own expired data. */
    retention: RetentionSweep;
  }
}

export interface ClusterServices {
  redis?: RedisConnection;
  bus: ClusterBus;
  /** Logs, at most every 30 s, that a limiter counts on this node because Redis failed. */
  fellBack(error: unknown): void;
}

export type ServerSecrets = Awaited<ReturnType<typeof openAuthSecrets>>;

export interface ServiceOptions {
  config: AppConfig;
  database: Database;
  mailer?: Mailer;
}

function clusterServices(app: FastifyInstance, config: AppConfig): ClusterServices {
  const redis = config.redis ? connectRedis(config.redis, app.log) : undefined;
  const bus = createClusterBus({ redis, log: app.log });
  let fellBackAt = 0;
  const fellBack = (error: unknown) => {
    if (Date.now() - fellBackAt < 30_000) return;
    fellBackAt = Date.now();
    app.log.warn({ err: error }, 'redis: a limit is counted on this node only for now');
  };
  app.addHook('onClose', async () => {
    await bus.close();
    await redis?.close();
  });
  return { redis, bus, fellBack };
}

/**
 * What the whole app stands on, made once on the root instance before any module: the
 * config, the database, the cluster (Redis and the notices between nodes), the server's
 * secrets, the mailer and the retention sweep. Each module then decorates the services it
 * owns in its own plugin (`<module>-module.ts`), depending on these by name.
 */
export const appServices = fp(
  async (app: FastifyInstance, options: ServiceOptions) => {
    const { config, database } = options;
    // Derived from the config and the database alone (never from the database they protect,
    // auth-secrets.ts), and refused at start when wrong: opened first, once, for every module.
    const secrets = await openAuthSecrets({ config, database, log: app.log });
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('serverSecrets', secrets);
    app.decorate('cluster', clusterServices(app, config));
    // Infrastructure: auth and contact both send through it.
    app.decorate('mailer', options.mailer ?? createMailer(config.mail, app.log));
    // Infrastructure: one sweep in one transaction, to which every module adds its task.
    const retention = createRetentionSweep({
      db: database.db,
      months: config.chat.retentionMonths,
    });
    app.decorate('retention', retention);
    // Once every module has registered its task.
    app.addHook('onReady', async () => retention.start(app.log));
    app.addHook('onClose', async () => retention.stop());
  },
  { name: 'app-services' },
);
