import type { FastifyInstance } from 'fastify';
import type { SpeechSettingsView } from '../../../../shared/schemas/admin-settings';
import type { EngineAvailability } from '../../voice';
import { lockedFields } from './speech-locks';
import { unservedAgents } from './unserved-agents';

/** A check that throws is a problem to show, not a failed page. */
const problemOf = (check: () => Promise<EngineAvailability>) =>
  check().then(
    (availability) => availability.problem,
    () => 'This engine could not be checked: see the server log.',
  );

/**
 * The speech settings as the console shows them: what is in force (environment and console),
 * which fields the environment decides, which engines serve and what keeps them from working.
 * A key shows only as "one is stored".
 */
export async function speechView(app: FastifyInstance): Promise<SpeechSettingsView> {
  const { stt, tts } = app.liveSettings.speech();
  const engines = app.voice.engines;
  const [sttProblem, ttsProblem, unserved] = await Promise.all([
    problemOf(() => engines.stt.check()),
    problemOf(() => engines.tts.check()),
    unservedAgents(app.db, engines.stt.languages),
  ]);
  const locked = app.config.lockedSettings;
  // The local engines have no address, model or key: showing OpenAI's defaults would mislead.
  const remote = (engine: typeof stt | typeof tts) =>
    engine.provider === 'local'
      ? { base_url: null, model: null, has_key: false }
      : { base_url: engine.baseUrl, model: engine.model, has_key: Boolean(engine.apiKey) };
  return {
    stt: {
      provider: stt.provider,
      ...remote(stt),
      locked: lockedFields(locked, 'stt'),
      serving: engines.stt.name,
      problem: sttProblem,
      languages: [...engines.stt.languages],
    },
    tts: {
      provider: tts.provider,
      ...remote(tts),
      voice: tts.provider === 'local' ? null : tts.voice,
      locked: lockedFields(locked, 'tts'),
      serving: engines.tts.name,
      problem: ttsProblem,
    },
    unserved_agents: unserved,
  };
}
