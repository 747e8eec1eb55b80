import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { recogniserSamples } from './recogniser-samples';
import { speechSettingsRoutes } from './speech-settings-routes';
import { speechTestRoutes } from './speech-test-routes';

/**
 * The console's Speech page (registered inside the admin scope, behind the operator check).
 * The recogniser Test's recordings are made at start, in the background, and kept in DATA_DIR
 * (or the system's temporary folder without one) so a restart does not make them again.
 */
export async function speechSettingsModule(app: FastifyInstance) {
  const dir = app.database.dataDir
    ? join(app.database.dataDir, 'speech-samples')
    : join(tmpdir(), 'coachforge-speech-samples');
  const samples = recogniserSamples({
    espeakPath: app.config.voice.tts.espeakPath,
    dir,
    onError: (error) => app.log.warn({ err: error }, 'speech test: a recording was not made'),
  });
  app.addHook('onReady', async () => {
    void samples();
  });
  await app.register(speechSettingsRoutes);
  await app.register(speechTestRoutes, { samples });
}
