import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { MODEL_PROVIDERS, type ModelSettingsView } from '../../../../shared/schemas/admin-settings';
import { FormField } from '../../../components/ui/form-field';
import { lockState } from '../locked-field';
import { KeyField } from '../key-field';
import { ModelChoice } from './model-choice';
import { PROVIDER_LABELS, type ModelFormInput, type ModelFormValues } from './model-form-values';

type ModelForm = UseFormReturn<ModelFormInput, unknown, ModelFormValues>;

/** Provider, address, model, key and timeout, each read-only where the environment sets it. */
export function ModelFields({ form, view }: { form: ModelForm; view: ModelSettingsView }) {
  const id = useId();
  const { errors } = form.formState;
  const provider = form.watch('provider');
  const providerLock = lockState(view.locked, 'provider');
  const baseUrl = lockState(
    view.locked,
    'base_url',
    provider === 'openai-compatible'
      ? 'The server’s OpenAI-compatible address, ending in /v1.'
      : 'Leave empty to use the provider’s own address.',
  );
  const timeout = lockState(view.locked, 'timeout_ms', 'How long one reply may take.');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={`${id}-provider`} label="Provider" hint={providerLock.hint}>
        {(control) =>
          providerLock.readOnly ? (
            <input
              {...control}
              readOnly
              value={PROVIDER_LABELS[view.provider]}
              className={providerLock.className}
            />
          ) : (
            <select {...control} {...form.register('provider')} className={providerLock.className}>
              {MODEL_PROVIDERS.map((value) => (
                <option key={value} value={value}>
                  {PROVIDER_LABELS[value]}
                </option>
              ))}
            </select>
          )
        }
      </FormField>
      <FormField
        id={`${id}-timeout`}
        label="Timeout (seconds)"
        hint={timeout.hint}
        error={errors.timeout_seconds?.message}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('timeout_seconds')}
            type="number"
            inputMode="numeric"
            min={1}
            max={600}
            readOnly={timeout.readOnly}
            className={timeout.className}
          />
        )}
      </FormField>
      {provider !== 'offline' && (
        <>
          <FormField
            id={`${id}-base-url`}
            label="Address (base URL)"
            hint={baseUrl.hint}
            error={errors.base_url?.message}
            className="sm:col-span-2"
          >
            {(control) => (
              <input
                {...control}
                {...form.register('base_url')}
                type="url"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                placeholder={provider === 'openai-compatible' ? 'http://127.0.0.1:11434/v1' : ''}
                readOnly={baseUrl.readOnly}
                className={baseUrl.className}
              />
            )}
          </FormField>
          <ModelChoice form={form} view={view} />
          <KeyField
            id={`${id}-key`}
            keyField={form.register('api_key')}
            removeField={form.register('remove_key')}
            hasKey={view.has_key}
            locked={view.locked}
            error={errors.api_key?.message}
          />
        </>
      )}
    </div>
  );
}
