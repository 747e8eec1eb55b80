import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HttpEndpointToolInputSchema,
  HttpToolListSchema,
  HttpToolSchema,
  HttpToolTestInputSchema,
  HttpToolTestResultSchema,
  HttpToolUpdateSchema,
  OpenApiDocumentInputSchema,
  OpenApiOperationListSchema,
  OpenApiToolsInputSchema,
} from '../../../shared/schemas/http-tools';
import { errorResponses } from '../../plugins/errors';
import { requireUser } from '../auth';
import {
  createEndpointTool,
  createOpenApiTools,
  deleteHttpTool,
  listHttpTools,
  listOpenApiOperations,
  testHttpTool,
  updateHttpTool,
} from './http-tools-service';

const IdParamsSchema = z.object({ id: z.string().max(64) });
const errors = errorResponses(400, 401, 404, 409, 413);
// A document near its character limit, escaped into JSON, is larger than the app's default.
const DOCUMENT_BODY_LIMIT = 2 * 1024 * 1024;
const tags = ['tools'];

/** A signed-in owner's HTTP tools; API keys and widget sessions are refused (requireUser). */
export async function httpToolsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const owner = (request: { principal: Parameters<typeof requireUser>[0] }) => ({
    db: app.db,
    ownerId: requireUser(request.principal),
  });

  api.get(
    '/api/http-tools',
    {
      schema: {
        tags,
        summary: "The caller's HTTP tools",
        response: { 200: HttpToolListSchema, ...errors },
      },
    },
    async (request) => ({ tools: await listHttpTools(owner(request)) }),
  );

  api.post(
    '/api/http-tools',
    {
      schema: {
        tags,
        summary: 'Add an HTTP tool for one endpoint described by a JSON schema',
        body: HttpEndpointToolInputSchema,
        response: { 201: HttpToolSchema, ...errors },
      },
    },
    async (request, reply) => {
      const tool = await createEndpointTool({
        ...owner(request),
        box: app.toolSecrets,
        input: request.body,
      });
      return reply.status(201).send(tool);
    },
  );

  api.post(
    '/api/http-tools/openapi/operations',
    {
      bodyLimit: DOCUMENT_BODY_LIMIT,
      schema: {
        tags,
        summary: "An OpenAPI 3 document's operations, to choose which become tools",
        body: OpenApiDocumentInputSchema,
        response: { 200: OpenApiOperationListSchema, ...errors },
      },
    },
    async (request) => {
      requireUser(request.principal);
      return listOpenApiOperations(request.body);
    },
  );

  api.post(
    '/api/http-tools/openapi',
    {
      bodyLimit: DOCUMENT_BODY_LIMIT,
      schema: {
        tags,
        summary: "Add HTTP tools from an OpenAPI 3 document's chosen operations",
        body: OpenApiToolsInputSchema,
        response: { 201: HttpToolListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const tools = await createOpenApiTools({
        ...owner(request),
        box: app.toolSecrets,
        input: request.body,
      });
      return reply.status(201).send({ tools });
    },
  );

  api.put(
    '/api/http-tools/:id',
    {
      schema: {
        tags,
        summary: "Change an HTTP tool's name, description, URL or auth header",
        params: IdParamsSchema,
        body: HttpToolUpdateSchema,
        response: { 200: HttpToolSchema, ...errors },
      },
    },
    async (request) =>
      updateHttpTool({
        ...owner(request),
        box: app.toolSecrets,
        id: request.params.id,
        input: request.body,
      }),
  );

  api.delete(
    '/api/http-tools/:id',
    {
      schema: {
        tags,
        summary: 'Delete an HTTP tool (and take it off the agents that had it)',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteHttpTool({ ...owner(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/api/http-tools/:id/test',
    {
      schema: {
        tags,
        summary: 'Call an HTTP tool once, as the model would',
        params: IdParamsSchema,
        body: HttpToolTestInputSchema,
        response: { 200: HttpToolTestResultSchema, ...errors },
      },
    },
    async (request) =>
      testHttpTool({
        ...owner(request),
        box: app.toolSecrets,
        network: { allowPrivateNetwork: app.config.tools.allowPrivateNetwork },
        id: request.params.id,
        input: request.body.input,
      }),
  );
}
