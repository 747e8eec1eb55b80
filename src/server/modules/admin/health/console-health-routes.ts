import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ConsoleHealthSchema } from '../../../../shared/schemas/admin-people';
import {
  databaseCheck,
  mailCheck,
  modelCheck,
  paymentsCheck,
  redisCheck,
  speechCheck,
} from './console-health';
import { diskCheck } from './disk-space';

/**
 * DATA_DIR: the embedded database's folder; with Postgres, config keeps no DATA_DIR, so the
 * variable (or its default) is read as start-up would.
 */
function dataDirOf(app: FastifyInstance) {
  const { database } = app.config;
  return database.kind === 'pglite' ? database.dataDir : resolve(process.env.DATA_DIR ?? './data');
}

/** The console's Health page: each part of the server in a sentence that says what to do. */
export async function consoleHealthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/health',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The server's health in sentences: database, Redis, model, speech, mail, payments, disk",
        response: { 200: ConsoleHealthSchema },
      },
    },
    async () => {
      const [database, speech, disk] = await Promise.all([
        databaseCheck(app),
        speechCheck(app),
        diskCheck({ dir: dataDirOf(app), postgres: app.config.database.kind === 'postgres' }),
      ]);
      return {
        checks: [
          { part: 'database' as const, ...database },
          { part: 'redis' as const, ...redisCheck(app) },
          { part: 'model' as const, ...modelCheck(app) },
          { part: 'speech' as const, ...speech },
          { part: 'mail' as const, ...mailCheck(app) },
          { part: 'payments' as const, ...paymentsCheck(app) },
          { part: 'disk' as const, ...disk },
        ],
      };
    },
  );
}
