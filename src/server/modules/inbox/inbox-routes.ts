import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  InboxConversationDetailSchema,
  InboxConversationPathSchema,
  InboxExportQuerySchema,
  InboxExportRowSchema,
  InboxListQuerySchema,
  InboxListSchema,
} from '../../../shared/schemas/inbox';
import { errorResponses } from '../../plugins/errors';
import { requireUser } from '../auth';
import { readInboxConversation } from './inbox-conversation-service';
import { HEARTBEAT_MS } from './inbox-event-stream';
import { exportInbox } from './inbox-export-service';
import { listInbox } from './inbox-list-service';

const READ_ERRORS = errorResponses(400, 401, 403);
const FILTERS =
  'Filters: agent_id, channel (app, api, widget, preview), key_id, rated_down=true, ' +
  'asked_for_person=true, has_files=true, from and to (YYYY-MM-DD, UTC: a message on one of ' +
  'those days), q (case-insensitive text in any message, at most 200 characters).';

/** The signed-in owner's inbox: every conversation of their agents, live, and its export. */
export async function inboxRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const retentionMonths = app.config.chat.retentionMonths;

  api.get(
    '/api/inbox/conversations',
    {
      schema: {
        tags: ['inbox'],
        summary: "The owner's conversations across channels, newest activity first",
        description: `${FILTERS} Pages: pass next_cursor back as cursor.`,
        querystring: InboxListQuerySchema,
        response: { 200: InboxListSchema, ...READ_ERRORS },
      },
    },
    async (request) =>
      listInbox({
        db: app.db,
        ownerId: requireUser(request.principal),
        retentionMonths,
        query: request.query,
      }),
  );

  api.get(
    '/api/inbox/conversations/:id',
    {
      schema: {
        tags: ['inbox'],
        summary:
          'One conversation of the owner’s agents: messages, tool calls, ratings, calls, files',
        params: InboxConversationPathSchema,
        response: { 200: InboxConversationDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      readInboxConversation({
        db: app.db,
        ownerId: requireUser(request.principal),
        retentionMonths,
        conversationId: request.params.id,
      }),
  );

  api.get(
    '/api/inbox/events',
    {
      schema: {
        tags: ['inbox'],
        summary: 'Live activity in the owner’s conversations, as Server-Sent Events',
        description:
          '`event: ready` once, then `event: activity` with {conversation_id, agent_id, kind} ' +
          '(message, handoff-requested, taken, released) whichever node it happened on; a ' +
          `comment line every ${HEARTBEAT_MS / 1000} s. While it is open the owner counts as ` +
          'around for visitors who ask for a person.',
        produces: ['text/event-stream'],
        response: errorResponses(401, 403),
      },
    },
    async (request, reply) => {
      const stream = app.inboxStreams.open(requireUser(request.principal));
      // The reply's close, not the request's: it fires when the client hangs up.
      reply.raw.once('close', stream.close);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream.body as never);
    },
  );

  api.get(
    '/api/inbox/export',
    {
      schema: {
        tags: ['inbox'],
        summary: 'Downloads the selected conversations as CSV or JSON, one row per message',
        description: `${FILTERS} Conversations within retention, oldest first, each whole.`,
        querystring: InboxExportQuerySchema,
        produces: ['application/json', 'text/csv'],
        response: { 200: z.array(InboxExportRowSchema), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const download = exportInbox({
        db: app.db,
        ownerId: requireUser(request.principal),
        retentionMonths,
        query: request.query,
      });
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
