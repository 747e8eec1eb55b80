import type { SettingVariable } from '../../../config';
import { DomainError } from '../../../domain-error';
import type { SpeechConfig } from '../../voice';
import type { SpeechSettingsInput } from '../../../../shared/schemas/admin-settings';

type Engine = 'stt' | 'tts';
type Field = 'provider' | 'base_url' | 'model' | 'api_key' | 'voice';

/** The console's field → the variable that decides it when set in the environment. */
const VARIABLES: Record<Engine, Partial<Record<Field, SettingVariable>>> = {
  stt: {
    provider: 'STT_PROVIDER',
    base_url: 'STT_BASE_URL',
    model: 'STT_MODEL',
    api_key: 'STT_API_KEY',
  },
  tts: {
    provider: 'TTS_PROVIDER',
    base_url: 'TTS_BASE_URL',
    model: 'TTS_MODEL',
    api_key: 'TTS_API_KEY',
    voice: 'TTS_VOICE',
  },
};

export const ENGINE_NAMES: Record<Engine, string> = { stt: 'recogniser', tts: 'voice' };
const FIELD_NAMES: Record<Field, string> = {
  provider: 'provider',
  base_url: 'address (base URL)',
  model: 'model',
  api_key: 'key',
  voice: 'voice name',
};

/** Field → variable, for the fields of `engine` the environment decides. */
export function lockedFields(locked: readonly SettingVariable[], engine: Engine) {
  return Object.fromEntries(
    Object.entries(VARIABLES[engine]).filter(([, variable]) => locked.includes(variable)),
  );
}

const trimSlash = (url: string | undefined) => url?.replace(/\/$/, '');

/** The environment's value of a field, to tell a changed value from one sent back as shown. */
function envValue(speech: SpeechConfig, engine: Engine, field: Field): string | undefined {
  const config = speech[engine];
  if (field === 'provider') return config.provider;
  if (field === 'base_url') return trimSlash(config.baseUrl);
  if (field === 'model') return config.model;
  if (field === 'voice') return 'voice' in config ? config.voice : undefined;
  return undefined; // a key is never compared: sending one for a locked key is a change
}

/**
 * Refuses (409) a value for a field the environment decides; sending back the value shown
 * is not a change. `env` is the speech in force, whose locked fields are the environment's.
 */
export function refuseLockedChanges(
  locked: readonly SettingVariable[],
  env: SpeechConfig,
  input: SpeechSettingsInput,
) {
  for (const engine of ['stt', 'tts'] as const) {
    const given: Partial<Record<Field, string | null | undefined>> = input[engine];
    for (const [field, variable] of Object.entries(lockedFields(locked, engine)) as Array<
      [Field, SettingVariable]
    >) {
      const value = field === 'base_url' ? trimSlash(given.base_url ?? undefined) : given[field];
      if (value === undefined || value === envValue(env, engine, field)) continue;
      throw new DomainError(
        'conflict',
        'setting_locked',
        `The ${ENGINE_NAMES[engine]}'s ${FIELD_NAMES[field]} is set in the server's environment (${variable}): change it there, or leave it as it is here.`,
        { details: { field: `${engine}.${field}`, variable } },
      );
    }
  }
}
