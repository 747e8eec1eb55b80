import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DaysQuerySchema,
  ExportQuerySchema,
  KeyAnalyticsSchema,
  KeyCallSchema,
  KeyPathSchema,
  KeySessionsSchema,
  KeyUsageSchema,
  SessionsQuerySchema,
} from '../../../shared/schemas/api-keys';
import { errorResponses } from '../../plugins/errors';
import type { Principal } from '../auth';
import { keyAnalytics } from './key-analytics-service';
import { EXPORT_ROW_CAP, exportKeyCalls } from './key-export-service';
import { keySessions } from './key-sessions-service';
import { ownedKey } from './key-access';
import { keyUsage } from './usage-service';

const READ_ERRORS = errorResponses(400, 401, 404);
const BASE = '/api/auth/api-keys/:agent_id/:key_id';

/** The owner's usage views of one key: usage, analytics, sessions and export. */
export async function keyUsageRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The caller's key, once the calls made so far are in the ledger: owners see their last call. */
  async function keyWithLatestUsage(principal: Principal, params: z.infer<typeof KeyPathSchema>) {
    const key = await ownedKey({
      db: app.db,
      principal,
      agentId: params.agent_id,
      keyId: params.key_id,
    });
    // A failed write is logged and retried by the recorder; the read answers from what is stored.
    await app.usageRecorder.flush().catch(() => undefined);
    return key;
  }

  api.get(
    `${BASE}/usage`,
    {
      schema: {
        tags: ['api-keys'],
        summary: "A key's calls per UTC day over the last `days` days (today included)",
        params: KeyPathSchema,
        querystring: DaysQuerySchema,
        response: { 200: KeyUsageSchema, ...READ_ERRORS },
      },
    },
    async (request) => {
      const key = await keyWithLatestUsage(request.principal, request.params);
      return keyUsage({ db: app.db, keyId: key.id, days: request.query.days });
    },
  );

  api.get(
    `${BASE}/analytics`,
    {
      schema: {
        tags: ['api-keys'],
        summary: "A key's requests, sessions, messages, errors, latency, feedback and origins",
        description:
          'sessions: conversations of the key in which a visitor wrote in the window (the ' +
          'sessions list with the same `days` shows them); messages: what visitors wrote in ' +
          'the window (not the replies); errors: calls that failed; refused: calls refused ' +
          'before any work, by reason (origin, the key’s hourly limit, the plan’s daily ' +
          'limit), which are not errors; latency: answered calls only.',
        params: KeyPathSchema,
        querystring: DaysQuerySchema,
        response: { 200: KeyAnalyticsSchema, ...READ_ERRORS },
      },
    },
    async (request) => {
      const key = await keyWithLatestUsage(request.principal, request.params);
      return keyAnalytics({ db: app.db, keyId: key.id, days: request.query.days });
    },
  );

  api.get(
    `${BASE}/sessions`,
    {
      schema: {
        tags: ['api-keys'],
        summary:
          "A key's conversations a visitor wrote in during the last `days` days, most recently active first, each with its messages",
        params: KeyPathSchema,
        querystring: SessionsQuerySchema,
        response: { 200: KeySessionsSchema, ...READ_ERRORS },
      },
    },
    async (request) => {
      const key = await keyWithLatestUsage(request.principal, request.params);
      return keySessions({ db: app.db, keyId: key.id, ...request.query });
    },
  );

  api.get(
    `${BASE}/export`,
    {
      schema: {
        tags: ['api-keys'],
        summary: "Downloads a key's calls of the window as JSON or CSV",
        description:
          `At most ${EXPORT_ROW_CAP} calls, oldest first; when the window holds more, the ` +
          'answer carries `X-Export-Truncated: true` and a shorter `days` gives the newest ones.',
        params: KeyPathSchema,
        querystring: ExportQuerySchema,
        produces: ['application/json', 'text/csv'],
        response: { 200: z.array(KeyCallSchema), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const key = await keyWithLatestUsage(request.principal, request.params);
      const download = await exportKeyCalls({
        db: app.db,
        keyId: key.id,
        keyPrefix: key.keyPrefix,
        ...request.query,
      });
      if (download.truncated) reply.header('X-Export-Truncated', 'true');
      return (
        reply
          .type(download.contentType)
          .header('Content-Disposition', `attachment; filename="${download.fileName}"`)
          // A stream is sent as it is read (Fastify serialises no stream); the schema documents it.
          .send(download.body as never)
      );
    },
  );
}
