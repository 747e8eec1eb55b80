import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../version';

/** OpenAPI generated from the routes' zod schemas: UI at /api/docs, JSON at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'CoachForge API',
        description:
          'AI coaching agents for founders. Every error has the shape { error: { code, message, details? } }.',
        version: APP_VERSION,
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              "Three kinds of bearer, told apart by their prefix: a signed-in person's JWT " +
              "(from /api/auth/token); an agent's API key (`cf_live_…`, `cf_test_…`, `cf_rk_…`; " +
              'test keys always use the offline engine, restricted keys may only open widget ' +
              'sessions); a widget session token (`cfw_…`). Calls with a key carry ' +
              'X-RateLimit-Limit/Remaining/Reset headers and get 429 with Retry-After past the ' +
              "key's hourly limit.",
          },
        },
      },
      security: [{ bearer: [] }, {}],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
