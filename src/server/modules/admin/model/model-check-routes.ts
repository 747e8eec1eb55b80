import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ModelListSchema,
  ModelSettingsInputSchema,
  ModelTestResultSchema,
} from '../../../../shared/schemas/admin-settings';
import { errorResponses } from '../../../plugins/errors';
import { mergeModelInput } from './merge-model-input';
import { listServerModels } from './server-model-list';
import { tryModel } from './try-model';

/** A Test waits this long unless the form gives its own timeout. */
const TEST_TIMEOUT_MS = 20_000;

const ModelServerInputSchema = ModelSettingsInputSchema.pick({
  provider: true,
  base_url: true,
  api_key: true,
});

/**
 * What the console asks before saving: does this model answer, and which models does the
 * server have. The addresses are the operator's own choice and often this machine's loopback
 * (a local Ollama), so there is deliberately no guard against private addresses here: only
 * operators reach these routes, and they already decide where every chat turn goes.
 */
export async function modelCheckRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/admin/settings/model/test',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Sends one real request with these settings: the reply and its latency, or the refusal in a sentence',
        description:
          'api_key left out uses the stored key (for the same provider and base URL). Nothing is saved.',
        body: ModelSettingsInputSchema,
        response: { 200: ModelTestResultSchema, ...errorResponses(400, 409) },
      },
    },
    async (request) => {
      const { llm } = mergeModelInput(app.config, app.liveSettings.stored(), request.body);
      return tryModel(llm, request.body.timeout_ms ?? TEST_TIMEOUT_MS);
    },
  );

  routes.post(
    '/api/admin/settings/model/models',
    {
      schema: {
        tags: ['admin'],
        summary: "The server's own list of models",
        description:
          'An empty list for the offline engine. When the server refuses or cannot be reached: 502 (504 when it is silent) with the reason in a sentence, so the console can show it by the field.',
        body: ModelServerInputSchema,
        response: { 200: ModelListSchema, ...errorResponses(400, 409, 502, 504) },
      },
    },
    async (request) => {
      const { llm } = mergeModelInput(app.config, app.liveSettings.stored(), request.body);
      return { models: await listServerModels(llm) };
    },
  );
}
