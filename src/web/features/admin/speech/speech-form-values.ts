import { z } from 'zod';
import { connectionValues } from '../connection-values';
import {
  SPEECH_PROVIDERS,
  type SpeechSettingsInput,
  type SpeechSettingsView,
} from '../../../../shared/schemas/admin-settings';

export type SpeechProvider = (typeof SPEECH_PROVIDERS)[number];
export type SpeechPart = 'stt' | 'tts';

export const SPEECH_PROVIDER_LABELS: Record<SpeechProvider, string> = {
  local: 'On this server (no service)',
  openai: 'OpenAI',
  'openai-compatible': 'OpenAI-compatible server',
};

const engineValues = z
  .object({
    provider: z.enum(SPEECH_PROVIDERS),
    ...connectionValues,
    voice: z.string().trim().max(100),
  })
  .superRefine((values, context) => {
    if (values.provider === 'openai-compatible' && values.base_url === '') {
      context.addIssue({
        code: 'custom',
        path: ['base_url'],
        message: "Give the server's address",
      });
    }
  });
export const SpeechFormSchema = z.object({ stt: engineValues, tts: engineValues });
export type SpeechFormValues = z.infer<typeof SpeechFormSchema>;

export function toSpeechFormValues(view: SpeechSettingsView): SpeechFormValues {
  const engine = (part: SpeechPart) => ({
    provider: view[part].provider,
    base_url: view[part].base_url ?? '',
    model: view[part].model ?? '',
    api_key: '',
    remove_key: false,
    voice: '',
  });
  return { stt: engine('stt'), tts: { ...engine('tts'), voice: view.tts.voice ?? '' } };
}

/** One engine as Save and Test send it: locked fields left out, the key only when changed. */
function engineInput(values: SpeechFormValues[SpeechPart], view: SpeechSettingsView[SpeechPart]) {
  const open = (field: string) => view.locked[field] === undefined;
  const provider = open('provider') ? values.provider : view.provider;
  const input: SpeechSettingsInput['stt'] = { provider };
  if (provider === 'local') return input;
  if (open('base_url') && values.base_url) input.base_url = values.base_url;
  if (open('model') && values.model) input.model = values.model;
  if (open('api_key')) {
    if (values.api_key) input.api_key = values.api_key;
    else if (values.remove_key) input.api_key = null;
  }
  return input;
}

export function toSpeechInput(
  values: SpeechFormValues,
  view: SpeechSettingsView,
): SpeechSettingsInput {
  const tts: SpeechSettingsInput['tts'] = engineInput(values.tts, view.tts);
  if (view.tts.locked.voice === undefined && values.tts.voice) {
    tts.voice = values.tts.voice;
  }
  return { stt: engineInput(values.stt, view.stt), tts };
}
