import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SpeechSettingsInputSchema,
  SpeechSettingsViewSchema,
} from '../../../../shared/schemas/admin-settings';
import { badRequest } from '../../../domain-error';
import { errorResponses } from '../../../plugins/errors';
import { recordOperatorAction } from '../operator-log';
import { writeStoredSettings } from '../settings/stored-settings';
import { candidateProblem, candidateSpeech } from './speech-candidate';
import { refuseLockedChanges } from './speech-locks';
import { speechView } from './speech-view';

/** What the operator log says of a key: never the key. */
const keyChange = (key: string | null | undefined) =>
  key === undefined ? 'kept' : key === null ? 'removed' : 'set';

/** The console's Speech page: the recogniser and the voice, read and saved. */
export async function speechSettingsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/settings/speech',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The recogniser and voice in force, what locks them and what keeps them from working',
        response: { 200: SpeechSettingsViewSchema },
      },
    },
    async () => speechView(app),
  );

  api.put(
    '/api/admin/settings/speech',
    {
      schema: {
        tags: ['admin'],
        summary: 'Saves the recogniser and voice; every node uses them from its next call',
        body: SpeechSettingsInputSchema,
        response: { 200: SpeechSettingsViewSchema, ...errorResponses(400, 409) },
      },
    },
    async (request) => {
      const input = request.body;
      const { config, liveSettings } = app;
      refuseLockedChanges(config.lockedSettings, liveSettings.speech(), input);
      const stored = liveSettings.stored().speech;
      const next = candidateSpeech(config, stored, liveSettings.speech(), input);
      const problem = candidateProblem(config, next.value, next.speech);
      if (problem) throw badRequest(problem);
      await writeStoredSettings({
        db: app.db,
        box: app.toolSecrets,
        area: 'speech',
        value: next.value,
        keys: { sttApiKey: input.stt.api_key, ttsApiKey: input.tts.api_key },
        updatedBy: request.operator.label,
      });
      const { api_key: sttKey, ...stt } = input.stt;
      const { api_key: ttsKey, ...tts } = input.tts;
      await recordOperatorAction(app.db, request.operator, 'speech-settings', {
        stt,
        tts,
        keys: { stt: keyChange(sttKey), tts: keyChange(ttsKey) },
      });
      // This node first, so the answer shows the new engines; then every other node.
      await liveSettings.reload();
      await app.cluster.bus.publish('settings-changed', { area: 'speech' });
      return speechView(app);
    },
  );
}
