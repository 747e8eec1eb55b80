import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { SecretBox } from '../../tools';
import type { SpeechConfig } from '../../voice';
import { effectiveModel, effectiveSpeech, modelProblem, speechProblem } from './effective-settings';
import { readStoredSettings, type StoredSettings } from './stored-settings';

export type SettingsArea = 'model' | 'speech';

/**
 * The model and speech settings in force on this node: the environment's, with the console's
 * (stored in the database) where no variable is set. `reload()` reads them again and tells
 * every listener; the cluster notice 'settings-changed' calls it on every node.
 */
export interface LiveSettings {
  model(): AppConfig['llm'];
  speech(): SpeechConfig;
  /** What the console stored, keys opened (for the console's own use, never for answers). */
  stored(): StoredSettings;
  onChange(area: SettingsArea, listener: () => void): void;
  reload(): Promise<void>;
}

export async function createLiveSettings(options: {
  config: AppConfig;
  db: Db;
  box: SecretBox;
  log: FastifyBaseLogger;
}): Promise<LiveSettings> {
  const { config, db, box, log } = options;
  const listeners: Record<SettingsArea, Array<() => void>> = { model: [], speech: [] };
  let stored: StoredSettings = {};
  let model = config.llm;
  let speech: SpeechConfig = { stt: config.voice.stt, tts: config.voice.tts };

  const notify = (area: SettingsArea) => {
    for (const listener of listeners[area]) {
      try {
        listener();
      } catch (error) {
        log.error({ err: error, area }, 'operator settings: applying a change failed');
      }
    }
  };

  const reload = async () => {
    stored = await readStoredSettings(db, box, (message) => log.warn(message));
    const nextModel = effectiveModel(config, stored);
    const modelWrong = modelProblem(nextModel);
    if (modelWrong) log.warn(`operator settings: the stored model is not used: ${modelWrong}`);
    const nextSpeech = effectiveSpeech(config, stored);
    const speechWrong = speechProblem(nextSpeech);
    if (speechWrong) log.warn(`operator settings: the stored speech is not used: ${speechWrong}`);
    const modelChanged = JSON.stringify(nextModel) !== JSON.stringify(model);
    const speechChanged = JSON.stringify(nextSpeech) !== JSON.stringify(speech);
    if (!modelWrong) model = nextModel;
    if (!speechWrong) speech = nextSpeech;
    if (modelChanged && !modelWrong) notify('model');
    if (speechChanged && !speechWrong) notify('speech');
  };

  await reload();
  return {
    model: () => model,
    speech: () => speech,
    stored: () => stored,
    onChange: (area, listener) => listeners[area].push(listener),
    reload,
  };
}
