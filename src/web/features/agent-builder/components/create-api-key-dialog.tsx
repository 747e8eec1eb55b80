import { useForm, useWatch, Controller } from 'react-hook-form';
import type { CreateApiKey, CreatedApiKey } from '../../../../shared/schemas/api-keys';
import { API_KEY_LIMITS } from '../../../../shared/api-key-constants';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { setServerFieldErrors } from '../../../lib/field-errors';
import { useCreateApiKey } from '../api/create-api-key';
import {
  API_KEY_FIELD_NAMES,
  apiKeyFormDefaults,
  apiKeyResolver,
  canCreateKey,
  type ApiKeyFormValues,
} from '../lib/api-key-form';
import { KEY_MESSAGES, keyFailureText } from '../lib/api-key-text';
import { BuilderTextField } from './builder-text-field';
import { DomainRows } from './domain-rows';
import { KeyLimitFields } from './key-limit-fields';
import { KeyTypeGroup } from './key-type-group';

const DOMAINS_HINT =
  'Sites whose pages may use this key, such as example.com. Leave empty to allow all domains (not recommended).';

/** The Create API Key dialog: the spec's fields, defaults and checks (spec 02 §2, §5, §9). */
export function CreateApiKeyDialog({
  agentId,
  open,
  onClose,
  onCreated,
}: {
  agentId: string;
  open: boolean;
  onClose: () => void;
  onCreated: (key: CreatedApiKey) => void;
}) {
  const form = useForm<ApiKeyFormValues, unknown, CreateApiKey>({
    defaultValues: apiKeyFormDefaults(),
    resolver: apiKeyResolver,
  });
  const { register, control, handleSubmit, setError, reset, formState } = form;
  const name = useWatch({ control, name: 'name' });
  const create = useCreateApiKey(agentId);

  function close() {
    reset(apiKeyFormDefaults());
    create.reset();
    onClose();
  }

  const submit = handleSubmit((body) =>
    create.mutateAsync(body).then(
      (key) => {
        reset(apiKeyFormDefaults());
        onCreated(key);
      },
      (error: unknown) => {
        setServerFieldErrors(error, API_KEY_FIELD_NAMES, setError);
      },
    ),
  );
  const fieldErrors = shownUnderFields(formState.errors);
  const failure =
    create.isError && !fieldErrors
      ? keyFailureText(create.error, KEY_MESSAGES.createFailed, KEY_MESSAGES.createError)
      : null;

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} title="Create API Key">
      <form
        noValidate
        // The dialog sits inside the agent form in React's tree: its submit stays its own.
        onSubmit={(event) => {
          event.stopPropagation();
          void submit(event);
        }}
        className="space-y-4"
      >
        <BuilderTextField
          id="api-key-name"
          registration={register('name')}
          label="Key Name"
          hint='Say where it is used, such as "Website widget" or "Support backend".'
          error={formState.errors.name?.message}
          maxLength={API_KEY_LIMITS.name}
          required
        />
        <KeyTypeGroup registration={register('key_type')} />
        <Controller
          control={control}
          name="allowed_domains"
          render={({ field, fieldState }) => (
            <DomainRows
              idPrefix="api-key-domains"
              name="allowed_domains"
              hint={DOMAINS_HINT}
              rows={field.value}
              error={fieldState.error?.message}
              onChange={field.onChange}
            />
          )}
        />
        <KeyLimitFields register={register} errors={formState.errors} />
        <div role="alert">
          {failure && (
            <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {failure}
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canCreateKey(name) || create.isPending}>
            {create.isPending ? 'Creating…' : 'Create Key'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Whether the server's refusal is already shown under the fields it names. */
const shownUnderFields = (errors: object) =>
  Object.values(errors).some((error) => (error as { type?: string })?.type === 'server');
