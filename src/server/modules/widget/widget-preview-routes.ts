import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  WidgetAppearanceInputSchema,
  WidgetLookSchema,
  WidgetPreviewResponseSchema,
} from '../../../shared/schemas/widget-appearance';
import { errorResponses } from '../../plugins/errors';
import { readLook } from './widget-look-service';
import { openPreview } from './widget-preview-service';

const AgentPathSchema = z.object({ agent_id: z.uuid({ message: 'agent_id must be a UUID' }) });

/** The launcher's public look, and the builder's preview of unsaved settings. */
export async function widgetPreviewRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/widget/look/:agent_id',
    {
      config: { widgetCallable: true },
      schema: {
        tags: ['widget'],
        summary: "How the agent's launcher looks, read by the loader on every page view (public)",
        description:
          'Cached for a minute with an ETag, so a change in the Widget tab shows within a ' +
          'minute without a new snippet. Unknown and inactive agents are not found.',
        params: AgentPathSchema,
        response: {
          200: WidgetLookSchema,
          304: z.null().describe('Not modified: the look still matches If-None-Match'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { look, etag } = await readLook(app.db, request.params.agent_id);
      reply.header('ETag', etag).header('Cache-Control', 'public, max-age=60');
      // Untyped reply: a 304 has no body.
      if (request.headers['if-none-match'] === etag)
        return (reply as FastifyReply).status(304).send();
      return look;
    },
  );

  api.post(
    '/api/widget/preview/:agent_id',
    {
      schema: {
        tags: ['widget'],
        summary: "Try the agent's widget with unsaved settings (its owner, in the builder)",
        description:
          'Answers a short-lived token that stands in for the key in the preview snippet. ' +
          'Its conversations are kept apart (channel `preview`) and count toward no plan or key.',
        params: AgentPathSchema,
        body: WidgetAppearanceInputSchema,
        response: { 200: WidgetPreviewResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) =>
      openPreview({
        db: app.db,
        tokens: app.widgetTokens,
        principal: request.principal,
        origin: request.headers.origin ?? new URL(app.config.publicUrl).origin,
        agentId: request.params.agent_id,
        appearance: request.body,
      }),
  );
}
