import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  WidgetTokenPathSchema,
  WidgetTokenRequestSchema,
  WidgetTokenResponseSchema,
} from '../../../shared/schemas/widget';
import { errorResponses } from '../../plugins/errors';
import { openWidgetSession } from './widget-service';
import type { WidgetTokens } from '../api-keys';
import { widgetAppearanceRoutes } from './widget-appearance-routes';
import { widgetPreviewRoutes } from './widget-preview-routes';

/** The unsaved appearance a builder preview's token carries (the principal says only "preview"). */
async function previewAppearanceOf(tokens: WidgetTokens, request: FastifyRequest) {
  if (request.principal.kind !== 'widget' || !request.principal.preview) return undefined;
  const token = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
  return (await tokens.verify(token)).preview?.appearance;
}

export async function widgetRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  await app.register(widgetAppearanceRoutes);
  await app.register(widgetPreviewRoutes);

  api.post(
    '/api/widget/token/:session_id/:agent_id',
    {
      config: { usageKind: 'widget_token', widgetCallable: true },
      schema: {
        tags: ['widget'],
        summary: "Open a widget session on a customer's page with the agent's API key",
        description:
          'Needs `Authorization: Bearer cf_…` (a key of this agent) and the page’s `Origin`, ' +
          "which must be allowed by the key's domains and the agent's widget domains. The " +
          'answered `token` (`cfw_…`) authorises this session’s chat from that origin until ' +
          '`expires_at`.',
        params: WidgetTokenPathSchema,
        body: WidgetTokenRequestSchema,
        response: {
          200: WidgetTokenResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) =>
      openWidgetSession({
        db: app.db,
        plans: app.billing.plans,
        previewAppearance: await previewAppearanceOf(app.widgetTokens, request),
        keys: app.apiKeys,
        tokens: app.widgetTokens,
        voice: app.voice,
        publicUrl: app.config.publicUrl,
        principal: request.principal,
        origin: request.headers.origin,
        path: request.params,
        body: request.body,
      }),
  );
}
