import { describe, expect, it } from 'vitest';
import type { SpeechSettingsView } from '../../../../shared/schemas/admin-settings';
import { toSpeechFormValues, toSpeechInput } from './speech-form-values';

const engine = {
  provider: 'local' as const,
  base_url: null,
  model: null,
  has_key: false,
  locked: {},
  serving: 'local',
  problem: null,
};
const view: SpeechSettingsView = {
  stt: { ...engine, languages: ['en'] },
  tts: { ...engine, voice: 'en-us' },
  unserved_agents: [],
};

describe('the speech form', () => {
  it('sends the local engines as they are, with the voice', () => {
    expect(toSpeechInput(toSpeechFormValues(view), view)).toEqual({
      stt: { provider: 'local' },
      tts: { provider: 'local', voice: 'en-us' },
    });
  });

  it('sends a service’s address, model and new key, but not a field the environment sets', () => {
    const values = toSpeechFormValues(view);
    values.stt = {
      ...values.stt,
      provider: 'openai-compatible',
      base_url: 'http://s/v1',
      model: 'w',
      api_key: 'k',
    };
    const locked = { ...view, stt: { ...view.stt, locked: { model: 'STT_MODEL' } } };
    expect(toSpeechInput(values, locked).stt).toEqual({
      provider: 'openai-compatible',
      base_url: 'http://s/v1',
      api_key: 'k',
    });
  });
});
