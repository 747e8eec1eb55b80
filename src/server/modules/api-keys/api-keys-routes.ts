import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AgentPathSchema,
  ApiKeyListSchema,
  ApiKeySchema,
  CreateApiKeySchema,
  CreatedApiKeySchema,
  KeyPathSchema,
  RateLimitStateSchema,
  UpdateApiKeySchema,
  ValidateKeyRequestSchema,
  ValidateKeyResponseSchema,
} from '../../../shared/schemas/api-keys';
import { errorResponses } from '../../plugins/errors';
import { refusal } from '../../plugins/rate-limit';
import {
  createKey,
  getKey,
  listKeys,
  rateLimitState,
  revokeKey,
  updateKey,
} from './api-keys-service';
import { validateKey } from './validate-key';
import { clientAddressKey } from '../../plugins/client-address';

const tags = ['api-keys'];
const ownerErrors = errorResponses(400, 401, 404);

/** Enough for a settings page checking a key; too few to try keys until one works. */
const validateRateLimit = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request: { ip: string }) => `validate-key:${clientAddressKey(request.ip)}`,
  errorResponseBuilder: refusal(
    (limit, wait) => `Too many key checks (${limit} a minute). Please wait ${wait} and try again.`,
  ),
};

/**
 * An agent owner's API keys (spec 02 §3). Beside better-auth's /api/auth/* wildcard: these
 * static paths win in the router, and they see the principal because they live in apiScope.
 */
export async function apiKeysRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, apiKeys } = app;
  /** Lists show last_used_at, which the usage recorder writes with its batches: write them first. */
  const latestUsage = async () => app.usageRecorder.flush().catch(() => undefined);

  api.get(
    '/api/auth/api-keys/:agent_id',
    {
      schema: {
        tags,
        summary: "The agent's API keys, newest first",
        params: AgentPathSchema,
        response: { 200: ApiKeyListSchema, ...ownerErrors },
      },
    },
    async (request) => {
      await latestUsage();
      return {
        keys: await listKeys({
          db,
          principal: request.principal,
          agentId: request.params.agent_id,
        }),
      };
    },
  );

  api.post(
    '/api/auth/api-keys/:agent_id',
    {
      schema: {
        tags,
        summary: 'Create an API key (its secret is shown in this answer only)',
        params: AgentPathSchema,
        body: CreateApiKeySchema,
        response: { 201: CreatedApiKeySchema, ...ownerErrors },
      },
    },
    async (request, reply) => {
      const created = await createKey({
        db,
        principal: request.principal,
        agentId: request.params.agent_id,
        pepper: apiKeys.pepper,
        input: request.body,
      });
      return reply.status(201).send(created);
    },
  );

  api.get(
    '/api/auth/api-keys/:agent_id/:key_id',
    {
      schema: {
        tags,
        summary: 'One API key',
        params: KeyPathSchema,
        response: { 200: ApiKeySchema, ...ownerErrors },
      },
    },
    async (request) => {
      await latestUsage();
      return getKey({ db, principal: request.principal, ...keyPath(request.params) });
    },
  );

  api.put(
    '/api/auth/api-keys/:agent_id/:key_id',
    {
      schema: {
        tags,
        summary: "Change a key's name, domains, limit, session timeout or expiry",
        params: KeyPathSchema,
        body: UpdateApiKeySchema,
        response: { 200: ApiKeySchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      updateKey({
        db,
        principal: request.principal,
        ...keyPath(request.params),
        input: request.body,
        forget: apiKeys.forget,
      }),
  );

  api.delete(
    '/api/auth/api-keys/:agent_id/:key_id',
    {
      schema: {
        tags,
        summary: 'Revoke a key at once (it stays listed as revoked)',
        params: KeyPathSchema,
        response: { 200: ApiKeySchema, ...ownerErrors },
      },
    },
    async (request) =>
      revokeKey({
        db,
        principal: request.principal,
        ...keyPath(request.params),
        forget: apiKeys.forget,
      }),
  );

  api.get(
    '/api/auth/rate-limits/:agent_id/:key_id',
    {
      schema: {
        tags,
        summary: "The key's hourly limit as it stands now",
        params: KeyPathSchema,
        response: { 200: RateLimitStateSchema, ...ownerErrors },
      },
    },
    async (request) =>
      rateLimitState({
        db,
        principal: request.principal,
        ...keyPath(request.params),
        limiter: apiKeys.limiter,
      }),
  );

  api.post(
    '/api/auth/validate-key',
    {
      config: { rateLimit: validateRateLimit },
      schema: {
        tags,
        summary: 'Whether a key may be used for an agent (and origin); nothing more',
        body: ValidateKeyRequestSchema,
        response: { 200: ValidateKeyResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => validateKey({ apiKeys, input: request.body }),
  );
}

const keyPath = (params: { agent_id: string; key_id: string }) => ({
  agentId: params.agent_id,
  keyId: params.key_id,
});
