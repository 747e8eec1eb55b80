import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthSchema, type Health } from '../../../shared/schemas/health';
import { APP_VERSION } from '../../version';
import { siteInfoRoutes } from './site-info-routes';

export async function healthRoutes(app: FastifyInstance) {
  await siteInfoRoutes(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Is the service up, and are its database and engine reachable?',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      const databaseOk = await app.database.ping().then(
        () => true,
        () => false,
      );
      const { redis } = app.cluster;
      const sharedOk = !redis || redis.ready;
      // Start-up refuses an incomplete provider configuration, so a running engine is usable;
      // the provider's own availability shows per reply (502/504), not here.
      const engineOk = true;
      const { stt, tts } = await app.voice.availability();
      const voiceOk = stt.ok && tts.ok;
      const body: Health = {
        // Voice is one feature: without it the service still serves, so 200 and 'degraded'.
        status: databaseOk && engineOk && voiceOk && sharedOk ? 'ok' : 'degraded',
        database: {
          kind: app.database.kind,
          ok: databaseOk,
          latency_ms: Math.round((performance.now() - started) * 100) / 100,
          problem: databaseOk
            ? null
            : 'The database does not answer: requests that need it are refused with 503 until it returns.',
        },
        shared_state: {
          kind: redis ? 'redis' : 'memory',
          ok: sharedOk,
          problem: sharedOk
            ? null
            : 'Redis does not answer: each node limits requests on its own until it returns.',
        },
        // The model in force now: the console may have replaced the environment's.
        engine: {
          provider: app.liveSettings.model().provider,
          name: app.chatRuntime.engine.name,
          ok: engineOk,
        },
        voice: {
          ok: voiceOk,
          stt: { name: app.voice.engines.stt.name, ...stt },
          tts: { name: app.voice.engines.tts.name, ...tts },
          active_calls: app.voice.activeCalls,
        },
        version: APP_VERSION,
        uptime_s: Math.round(process.uptime()),
      };
      return reply.status(databaseOk ? 200 : 503).send(body);
    },
  );
}
