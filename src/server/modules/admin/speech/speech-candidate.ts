import type { SpeechSettingsInput } from '../../../../shared/schemas/admin-settings';
import type { AppConfig } from '../../../config';
import type { SpeechConfig } from '../../voice';
import { effectiveSpeech, speechProblem } from '../settings/effective-settings';
import type { StoredSettings, StoredSpeech } from '../settings/stored-settings';
import { ENGINE_NAMES } from './speech-locks';

type Stored = StoredSettings['speech'];
type Keys = NonNullable<Stored>['keys'];
export type SpeechCandidateInput = Partial<SpeechSettingsInput>;

/** What is stored now, or (nothing stored yet) the settings in force written the same way. */
function storedOrLive(stored: Stored, live: SpeechConfig): StoredSpeech {
  if (stored) return stored.value;
  const { stt, tts } = live;
  return {
    stt: { provider: stt.provider, baseUrl: stt.baseUrl, model: stt.model },
    tts: { provider: tts.provider, baseUrl: tts.baseUrl, model: tts.model, voice: tts.voice },
  };
}

/** A key from the console: a string replaces, null removes, left out keeps what is stored. */
function nextKey(kept: string | undefined, given: string | null | undefined) {
  return given === undefined ? kept : (given ?? undefined);
}

/**
 * The speech the console's input would put in force, under the environment's locks: what a
 * save stores and what a Test runs. An engine left out of the input stays as it is.
 */
export function candidateSpeech(
  config: AppConfig,
  stored: Stored,
  live: SpeechConfig,
  input: SpeechCandidateInput,
): { speech: SpeechConfig; value: StoredSpeech; keys: Keys } {
  const current = storedOrLive(stored, live);
  const { stt, tts } = input;
  const value: StoredSpeech = {
    stt: stt ? { provider: stt.provider, baseUrl: stt.base_url, model: stt.model } : current.stt,
    tts: tts
      ? { provider: tts.provider, baseUrl: tts.base_url, model: tts.model, voice: tts.voice }
      : current.tts,
  };
  const keys: Keys = {};
  const sttApiKey = nextKey(stored?.keys.sttApiKey, stt?.api_key);
  const ttsApiKey = nextKey(stored?.keys.ttsApiKey, tts?.api_key);
  if (sttApiKey) keys.sttApiKey = sttApiKey;
  if (ttsApiKey) keys.ttsApiKey = ttsApiKey;
  return { speech: effectiveSpeech(config, { speech: { value, keys } }), value, keys };
}

/**
 * Why the candidate cannot work, in the sentence the console shows, or undefined. Beyond
 * speechProblem: an OpenAI-compatible server needs its address (left out, OpenAI's is used).
 */
export function candidateProblem(
  config: AppConfig,
  value: StoredSpeech,
  speech: SpeechConfig,
): string | undefined {
  for (const engine of ['stt', 'tts'] as const) {
    const variable = engine === 'stt' ? 'STT_BASE_URL' : 'TTS_BASE_URL';
    const unaddressed = !value[engine].baseUrl && !config.lockedSettings.includes(variable);
    if (speech[engine].provider === 'openai-compatible' && unaddressed) {
      return `The ${ENGINE_NAMES[engine]}'s OpenAI-compatible server needs its address (base URL).`;
    }
  }
  return speechProblem(speech);
}
