import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WizardSessionParamsSchema } from '../../../shared/schemas/wizard';
import { errorResponses } from '../../plugins/errors';
import { abortOnDisconnect } from '../chat';
import { replyWithEvents, sse, sseError } from '../chat';
import type { ChatTurnLimit } from '../chat';
import { renderPlanPdf } from './plan/plan-pdf';
import {
  generateWizardPlan,
  storedPlan,
  type PlanEvent,
  type PlanRuntime,
} from './wizard-plan-service';

const PLAN_STREAM_DESCRIPTION =
  'Answers `text/event-stream`: `event: delta` with `{"text"}` pieces of Markdown in order, ' +
  'then `event: done` with `{"plan"}` once it is stored, or `event: error` with ' +
  '`{"error":{"code","message"}}` (the earlier plan stays then). A run with unanswered steps ' +
  'gets a JSON 409 `answers_missing` naming them.';

function planSse(event: PlanEvent, request: FastifyRequest): string {
  if (event.type === 'delta') return sse('delta', { text: event.text });
  if (event.type === 'done') return sse('done', { plan: event.plan });
  return sseError(event.error, request);
}

/** A file name from the plan's date: business-setup-plan-2026-11-24.md. */
const fileName = (generatedAt: string, extension: string) =>
  `business-setup-plan-${generatedAt.slice(0, 10)}.${extension}`;

/** A download of the founder's own: never kept by a shared cache. */
const sendFile = (reply: FastifyReply, type: string, name: string, body: string | Buffer) =>
  reply
    .type(type)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(body);

/** Writing the plan (streamed, counted as a chat request) and downloading it. */
export async function wizardPlanRoutes(
  app: FastifyInstance,
  { limit, runtime }: { limit: ChatTurnLimit; runtime: PlanRuntime },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const held = (request: {
    principal: FastifyRequest['principal'];
    params: { session_id: string };
  }) =>
    storedPlan({ db: app.db, principal: request.principal, sessionId: request.params.session_id });

  api.post(
    '/api/wizard-sessions/:session_id/plan/stream',
    {
      onRequest: limit,
      schema: {
        tags: ['wizard'],
        summary: 'Writes the business plan from the answers, streamed as it is written',
        description: PLAN_STREAM_DESCRIPTION,
        params: WizardSessionParamsSchema,
        produces: ['text/event-stream'],
        response: errorResponses(400, 402, 403, 404, 409, 429, 502, 503, 504),
      },
    },
    async (request, reply) => {
      const events = generateWizardPlan({
        db: app.db,
        runtime,
        principal: request.principal,
        sessionId: request.params.session_id,
        signal: abortOnDisconnect(reply),
      });
      return replyWithEvents(request, reply, events, planSse);
    },
  );

  api.get(
    '/api/wizard-sessions/:session_id/plan.md',
    {
      schema: {
        tags: ['wizard'],
        summary: 'Downloads the plan as Markdown',
        params: WizardSessionParamsSchema,
        produces: ['text/markdown'],
        response: { 200: z.string().describe('the plan'), ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const { plan } = await held(request);
      return sendFile(
        reply,
        'text/markdown; charset=utf-8',
        fileName(plan.generatedAt, 'md'),
        plan.markdown,
      );
    },
  );

  api.get(
    '/api/wizard-sessions/:session_id/plan.pdf',
    {
      schema: {
        tags: ['wizard'],
        summary: 'Downloads the plan as a PDF',
        params: WizardSessionParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('the PDF'), ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const { plan, wizard } = await held(request);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${fileName(plan.generatedAt, 'pdf')}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(await renderPlanPdf(plan.markdown, wizard.title));
    },
  );
}
