import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PublicConfigSchema, ToolCatalogueEntrySchema } from '../../../shared/schemas/tools';
import { TOOL_CATALOGUE } from '../../../shared/tool-catalogue';
import { googleOAuthClient } from './google-calendar/google-token-client';

export async function toolsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/tools',
    {
      schema: {
        tags: ['tools'],
        summary: 'The tools an agent can be given',
        response: { 200: z.array(ToolCatalogueEntrySchema) },
      },
    },
    async () => [...TOOL_CATALOGUE],
  );

  api.get(
    '/api/config',
    {
      schema: {
        tags: ['config'],
        summary:
          "This server's public settings: its address, the Google client id and the languages calls are heard in",
        response: { 200: PublicConfigSchema },
      },
    },
    async () => ({
      public_url: app.config.publicUrl,
      google_client_id: app.config.tools.googleClientId ?? null,
      google_calendar_renewable: googleOAuthClient(app.config.tools) !== undefined,
      // The builder's Voice tab warns about an agent language calls cannot be held in.
      voice_languages: [...app.voice.engines.stt.languages],
    }),
  );
}
