import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ModelSettingsView } from '../../../../shared/schemas/admin-settings';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { RequestError } from '../../../components/request-error';
import { listModels } from '../api/model-settings';
import { lockState } from '../locked-field';
import type { ModelFormInput, ModelFormValues } from './model-form-values';

type ModelForm = UseFormReturn<ModelFormInput, unknown, ModelFormValues>;

/**
 * The model's name, typed or chosen from the list the server itself offers ("List models"
 * asks it with the address and key in the form).
 */
export function ModelChoice({ form, view }: { form: ModelForm; view: ModelSettingsView }) {
  const id = useId();
  const listId = `${id}-models`;
  const lock = lockState(view.locked, 'model', 'The model that writes the coaches’ replies.');
  const models = useMutation({ mutationFn: listModels });
  const ask = () => {
    const { provider, base_url, api_key } = form.getValues();
    models.mutate({
      provider,
      base_url: view.locked.base_url || !base_url.trim() ? undefined : base_url.trim(),
      api_key: api_key.trim() || undefined,
    });
  };
  const found = models.data?.models ?? [];
  return (
    <div className="sm:col-span-2">
      <FormField
        id={`${id}-model`}
        label="Model"
        hint={lock.hint}
        error={form.formState.errors.model?.message}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('model')}
            list={listId}
            autoComplete="off"
            spellCheck={false}
            readOnly={lock.readOnly}
            className={lock.className}
          />
        )}
      </FormField>
      <datalist id={listId}>
        {found.map((model) => (
          <option key={model} value={model} />
        ))}
      </datalist>
      {!lock.readOnly && (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <Button variant="secondary" size="sm" onClick={ask} disabled={models.isPending}>
            {models.isPending ? 'Asking the server…' : 'List models'}
          </Button>
          <p role="status" className="text-sm text-slate-700">
            {models.isSuccess &&
              (found.length === 0
                ? 'The server lists no models: type the name.'
                : `${found.length} ${found.length === 1 ? 'model' : 'models'} on the server: pick one in the Model field.`)}
          </p>
        </div>
      )}
      {models.isError && (
        <RequestError error={models.error} fallback="The server's models could not be listed." />
      )}
    </div>
  );
}
