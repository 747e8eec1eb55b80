import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ModelSettingsInputSchema,
  ModelSettingsViewSchema,
} from '../../../../shared/schemas/admin-settings';
import { badRequest } from '../../../domain-error';
import { errorResponses } from '../../../plugins/errors';
import { recordOperatorAction } from '../operator-log';
import { modelProblem } from '../settings/effective-settings';
import { writeStoredSettings } from '../settings/stored-settings';
import { mergeModelInput } from './merge-model-input';
import { modelSettingsView } from './model-fields';

/** The language model the coaches answer with: read it, and change it for every node. */
export async function modelSettingsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/settings/model',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The language model in force, which fields the environment locks, and whether a key is stored',
        response: { 200: ModelSettingsViewSchema },
      },
    },
    async () => modelSettingsView(app),
  );

  routes.put(
    '/api/admin/settings/model',
    {
      schema: {
        tags: ['admin'],
        summary: 'Saves the language model; the next chat turn on every node uses it',
        description:
          'api_key: a string replaces the stored key, null removes it, left out keeps it (only for the same provider and base URL). 400 when the settings cannot work, 409 when a field is set in the environment.',
        body: ModelSettingsInputSchema,
        response: { 200: ModelSettingsViewSchema, ...errorResponses(400, 409) },
      },
    },
    async (request) => {
      const merged = mergeModelInput(app.config, app.liveSettings.stored(), request.body);
      const problem = modelProblem(merged.llm);
      if (problem) throw badRequest(problem);
      await writeStoredSettings({
        db: app.db,
        box: app.toolSecrets,
        area: 'model',
        value: merged.value,
        keys: { apiKey: merged.keyChange },
        updatedBy: request.operator.label,
      });
      const { provider, base_url, model, timeout_ms } = request.body;
      const keyChange = merged.keyChange;
      await recordOperatorAction(app.db, request.operator, 'model-settings', {
        provider,
        base_url: base_url ?? null,
        model: model ?? null,
        timeout_ms: timeout_ms ?? null,
        api_key: keyChange === undefined ? 'kept' : keyChange === null ? 'removed' : 'set',
      });
      // This node at once (the answer shows it), the others through the notice.
      await app.liveSettings.reload();
      await app.cluster.bus.publish('settings-changed', { area: 'model' });
      return modelSettingsView(app);
    },
  );
}
