import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  SPEECH_PROVIDERS,
  type SpeechSettingsView,
} from '../../../../shared/schemas/admin-settings';
import { FormField } from '../../../components/ui/form-field';
import { KeyField } from '../key-field';
import { lockState } from '../locked-field';
import {
  SPEECH_PROVIDER_LABELS,
  type SpeechFormValues,
  type SpeechPart,
} from './speech-form-values';

const PART_TITLES: Record<SpeechPart, string> = {
  stt: 'Recogniser (speech to text)',
  tts: 'Voice (text to speech)',
};

interface SpeechEngineFieldsProps {
  part: SpeechPart;
  form: UseFormReturn<SpeechFormValues>;
  view: SpeechSettingsView;
}

/** One speech engine's settings, in its own group: provider, address, model, key (and voice). */
export function SpeechEngineFields({ part, form, view }: SpeechEngineFieldsProps) {
  const id = useId();
  const engine = view[part];
  const errors = form.formState.errors[part];
  const provider = form.watch(`${part}.provider`);
  const lock = (field: string, hint?: string) => lockState(engine.locked, field, hint);
  const providerLock = lock('provider');
  const baseUrl = lock('base_url', 'The service’s OpenAI-format address, ending in /v1.');
  const model = lock('model', part === 'stt' ? 'For example whisper-1.' : 'For example tts-1.');
  const voice = lock('voice', 'The voice’s name, for example alloy; empty for the default.');
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <legend className="px-1 font-semibold text-slate-900">{PART_TITLES[part]}</legend>
      <p className="text-sm text-slate-700">
        Working now: <strong>{engine.serving}</strong>
        {engine.problem && <span className="block text-red-700">{engine.problem}</span>}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-provider`} label="Provider" hint={providerLock.hint}>
          {(control) =>
            providerLock.readOnly ? (
              <input
                {...control}
                readOnly
                value={SPEECH_PROVIDER_LABELS[engine.provider]}
                className={providerLock.className}
              />
            ) : (
              <select
                {...control}
                {...form.register(`${part}.provider`)}
                className={providerLock.className}
              >
                {SPEECH_PROVIDERS.map((value) => (
                  <option key={value} value={value}>
                    {SPEECH_PROVIDER_LABELS[value]}
                  </option>
                ))}
              </select>
            )
          }
        </FormField>
        {part === 'tts' && (
          <FormField
            id={`${id}-voice`}
            label="Voice"
            hint={voice.hint}
            error={errors?.voice?.message}
          >
            {(control) => (
              <input
                {...control}
                {...form.register('tts.voice')}
                autoComplete="off"
                readOnly={voice.readOnly}
                className={voice.className}
              />
            )}
          </FormField>
        )}
        {provider !== 'local' && (
          <>
            <FormField
              id={`${id}-base-url`}
              label="Address (base URL)"
              hint={baseUrl.hint}
              error={errors?.base_url?.message}
            >
              {(control) => (
                <input
                  {...control}
                  {...form.register(`${part}.base_url`)}
                  type="url"
                  autoComplete="off"
                  spellCheck={false}
                  readOnly={baseUrl.readOnly}
                  className={baseUrl.className}
                />
              )}
            </FormField>
            <FormField
              id={`${id}-model`}
              label="Model"
              hint={model.hint}
              error={errors?.model?.message}
            >
              {(control) => (
                <input
                  {...control}
                  {...form.register(`${part}.model`)}
                  autoComplete="off"
                  spellCheck={false}
                  readOnly={model.readOnly}
                  className={model.className}
                />
              )}
            </FormField>
            <KeyField
              id={`${id}-key`}
              keyField={form.register(`${part}.api_key`)}
              removeField={form.register(`${part}.remove_key`)}
              hasKey={engine.has_key}
              locked={engine.locked}
              error={errors?.api_key?.message}
            />
          </>
        )}
      </div>
    </fieldset>
  );
}
