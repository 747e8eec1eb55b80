import type { AppConfig, SettingVariable } from '../../../config';
import type { SpeechConfig } from '../../voice';
import type { StoredSettings } from './stored-settings';

const OPENAI_URL = 'https://api.openai.com/v1';

/** Picks the environment's value where its variable is set, else the console's. */
function chooser(config: AppConfig) {
  const locked = new Set<SettingVariable>(config.lockedSettings);
  return <T>(variable: SettingVariable, fromEnv: T, fromConsole: T | undefined): T =>
    locked.has(variable) || fromConsole === undefined ? fromEnv : fromConsole;
}

/** The model every turn uses: the console's settings under the environment's locks. */
export function effectiveModel(config: AppConfig, stored: StoredSettings): AppConfig['llm'] {
  const env = config.llm;
  if (!stored.model) return env;
  const pick = chooser(config);
  const { value, keys } = stored.model;
  const provider = pick('LLM_PROVIDER', env.provider, value.provider);
  return {
    ...env,
    provider,
    baseUrl: pick('LLM_BASE_URL', env.baseUrl, value.baseUrl),
    model: pick('LLM_MODEL', env.model, value.model),
    apiKey: pick('LLM_API_KEY', env.apiKey, keys.apiKey),
    timeoutMs: pick('LLM_TIMEOUT_MS', env.timeoutMs, value.timeoutMs),
  };
}

/** The recogniser and voice calls use: the console's settings under the environment's locks. */
export function effectiveSpeech(config: AppConfig, stored: StoredSettings): SpeechConfig {
  const { stt, tts } = config.voice;
  if (!stored.speech) return { stt, tts };
  const pick = chooser(config);
  const { value, keys } = stored.speech;
  return {
    stt: {
      ...stt,
      provider: pick('STT_PROVIDER', stt.provider, value.stt.provider),
      baseUrl: pick(
        'STT_BASE_URL',
        stt.baseUrl,
        value.stt.baseUrl?.replace(/\/$/, '') ?? OPENAI_URL,
      ),
      model: pick('STT_MODEL', stt.model, value.stt.model),
      apiKey: pick('STT_API_KEY', stt.apiKey, keys.sttApiKey),
    },
    tts: {
      ...tts,
      provider: pick('TTS_PROVIDER', tts.provider, value.tts.provider),
      baseUrl: pick(
        'TTS_BASE_URL',
        tts.baseUrl,
        value.tts.baseUrl?.replace(/\/$/, '') ?? OPENAI_URL,
      ),
      model: pick('TTS_MODEL', tts.model, value.tts.model),
      voice: pick('TTS_VOICE', tts.voice, value.tts.voice),
      apiKey: pick('TTS_API_KEY', tts.apiKey, keys.ttsApiKey),
    },
  };
}

/** What keeps a model setting from working, in a sentence an operator can act on. */
export function modelProblem(llm: AppConfig['llm']): string | undefined {
  if ((llm.provider === 'openai' || llm.provider === 'anthropic') && !llm.apiKey) {
    return `An API key is needed for ${llm.provider === 'openai' ? 'OpenAI' : 'Anthropic'}.`;
  }
  if (llm.provider === 'openai-compatible' && !llm.baseUrl) {
    return 'An OpenAI-compatible server needs its address (base URL).';
  }
  if (llm.provider === 'openai-compatible' && !llm.model) {
    return 'Choose which model of the server to use.';
  }
  return undefined;
}

/** What keeps a speech setting from working, in a sentence an operator can act on. */
export function speechProblem({ stt, tts }: SpeechConfig): string | undefined {
  for (const [what, engine] of [
    ['recogniser', stt],
    ['voice', tts],
  ] as const) {
    if (engine.provider === 'openai' && !engine.apiKey) {
      return `An OpenAI API key is needed for the ${what}.`;
    }
    if (engine.provider === 'openai-compatible' && !engine.model) {
      return `Name the model of the ${what}'s server.`;
    }
  }
  return undefined;
}
