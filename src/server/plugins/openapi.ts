import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '../../shared/schemas/error';
import { APP_VERSION } from '../version';

/** What each error status means across the API, for the document's response descriptions. */
const ERROR_MEANINGS: Record<string, string> = {
  400: 'The request is invalid: `validation_failed` names each field and what is wrong with it.',
  401:
    'No caller this route accepts: sign-in is needed, or the bearer token is malformed, ' +
    'expired or revoked.',
  402: "A limit of the caller's plan is reached.",
  403:
    'The caller is known but refused here (for example an API key or widget session used ' +
    'from a site it is not allowed on).',
  404: 'Not found, or not visible to this caller.',
  409: 'The request conflicts with the current state (the message says which).',
  413: 'The request body is too large.',
  415: 'This content type is not accepted here.',
  422: 'The request is well formed but cannot be carried out (the message says why).',
  429: 'Too many requests: `Retry-After` says when to try again.',
  502: 'A service this call depends on failed.',
  503: 'A dependency is down (the body says which).',
  504: 'A service this call depends on took too long.',
};

/** Success bodies that are not JSON, by the content type a route `produces`. */
const NON_JSON_BODIES: Record<string, { description: string; schema: object }> = {
  'text/event-stream': {
    description: 'Server-Sent Events, as the description above says.',
    schema: { type: 'string' },
  },
  'application/pdf': { description: 'The PDF file.', schema: { type: 'string', format: 'binary' } },
  'text/markdown': { description: 'The Markdown file.', schema: { type: 'string' } },
  'text/csv': { description: 'The CSV file.', schema: { type: 'string' } },
};

/**
 * Every route registered after this in `scope` documents 401 and 403 in the one error shape:
 * the scope's principal plugin answers them on any of its routes (a bearer that does not
 * verify; a key or widget session used from a site it is not allowed on), so they are
 * documented where callers are checked instead of in each route's schema.
 */
export function documentCallerRefusals(scope: FastifyInstance) {
  scope.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!response) return;
    route.schema = {
      ...route.schema,
      response: { 401: ErrorBodySchema, 403: ErrorBodySchema, ...response },
    };
  });
}

type OpenApiResponse = { description?: string; content?: Record<string, { schema: unknown }> };

/**
 * Each response with its real content type: error bodies are JSON in the error shape on every
 * route, whatever it `produces` on success (an event stream, a PDF, Markdown, CSV), and a
 * stream's success (which has no schema Fastify could check) is documented all the same.
 */
function responsesByContentType(
  responses: Record<string, unknown>,
  produces: string[] | undefined,
): Record<string, OpenApiResponse> {
  const out: Record<string, OpenApiResponse> = {};
  const types = produces?.length ? produces : ['application/json'];
  const nonJson = types.filter((type) => type !== 'application/json');
  for (const [status, schema] of Object.entries(responses)) {
    const described = (schema as { description?: string }).description;
    if (Number(status) >= 400) {
      out[status] = {
        description: described ?? ERROR_MEANINGS[status] ?? 'An error.',
        content: { 'application/json': { schema } },
      };
    } else if (!nonJson.length || (schema as { type?: string }).type === 'null') {
      out[status] = schema as OpenApiResponse; // JSON, or no body (204): as generated
    } else {
      out[status] = {
        description: described ?? NON_JSON_BODIES[nonJson[0]!]?.description ?? 'Success.',
        content: Object.fromEntries(
          types.map((type) => [type, { schema: NON_JSON_BODIES[type]?.schema ?? schema }]),
        ),
      };
    }
  }
  if (nonJson.length && !Object.keys(out).some((status) => status.startsWith('2'))) {
    out[200] = {
      description: NON_JSON_BODIES[nonJson[0]!]?.description ?? 'Success.',
      content: Object.fromEntries(
        nonJson.map((type) => [type, { schema: NON_JSON_BODIES[type]?.schema ?? {} }]),
      ),
    };
  }
  return out;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** zod's JSON schemas, then each response with its real content type. */
function transform(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  const schema = result.schema as { response?: Record<string, unknown>; produces?: string[] };
  if (!schema.response) return result;
  return {
    ...result,
    schema: { ...schema, response: responsesByContentType(schema.response, schema.produces) },
  };
}

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
              'sessions); a widget session token (`cfw_…`). Calls counted against a key carry ' +
              'X-RateLimit-Limit/Remaining/Reset headers and get 429 with Retry-After past the ' +
              "key's hourly limit (a route's description says when some of its calls are not).",
          },
        },
      },
      security: [{ bearer: [] }, {}],
    },
    transform,
  });
  // The reference's routes take no route options, so its scope says they answer pages.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, answers: 'document' };
    });
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });
}
