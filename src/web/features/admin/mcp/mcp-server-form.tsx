import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { McpServerView } from '../../../../shared/schemas/mcp-servers';
import { Button } from '../../../components/ui/button';
import { FormField, fieldClasses, readOnlyFieldClasses } from '../../../components/ui/form-field';
import { RequestError } from '../../../components/request-error';
import { ApiError } from '../../../lib/api-client';
import { setServerFieldErrors } from '../../../lib/field-errors';
import { McpHeaderRows } from './mcp-header-rows';
import {
  emptyServerForm,
  McpServerFormSchema,
  toServerFormValues,
  TRANSPORT_LABELS,
  type McpServerFormInput,
  type McpServerFormValues,
} from './mcp-server-form-values';

export type McpServerFormApi = UseFormReturn<McpServerFormInput, unknown, McpServerFormValues>;

/**
 * Adding a server (`server` undefined) or changing one added in the console. Header values
 * are write-only: a stored one shows as set, and stays unless a new value is typed.
 */
export function McpServerForm({
  server,
  onSave,
  onCancel,
}: {
  server?: McpServerView;
  /** Saves; a refusal it throws is shown under the fields it names, or below the form. */
  onSave(values: McpServerFormValues): Promise<unknown>;
  onCancel(): void;
}) {
  const id = useId();
  const form = useForm<McpServerFormInput, unknown, McpServerFormValues>({
    defaultValues: server ? toServerFormValues(server) : emptyServerForm(),
    resolver: zodResolver(McpServerFormSchema),
  });
  const [failure, setFailure] = useState<unknown>();
  const { errors, isSubmitting: saving } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await onSave(values);
    } catch (error) {
      if (!showServerErrors(error, form)) setFailure(error);
    }
  });
  const text = (field: 'name' | 'url') => form.register(field);
  return (
    <form
      noValidate
      aria-label={server ? `Change ${server.name}` : 'Add an MCP server'}
      onSubmit={submit}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-name`} label="Name" required error={errors.name?.message}>
          {(control) => <input {...control} {...text('name')} className={fieldClasses} />}
        </FormField>
        <FormField
          id={`${id}-id`}
          label="Id"
          required
          hint={
            server
              ? 'Agents name the server by its id, so it cannot change.'
              : 'Letters, digits, _ and -. Agents name the server by it; it cannot change later.'
          }
          error={errors.id?.message}
        >
          {(control) => (
            <input
              {...control}
              {...form.register('id')}
              readOnly={Boolean(server)}
              autoComplete="off"
              spellCheck={false}
              className={server ? readOnlyFieldClasses : fieldClasses}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-url`}
          label="Address (URL)"
          required
          error={errors.url?.message}
          className="sm:col-span-2"
        >
          {(control) => (
            <input
              {...control}
              {...text('url')}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://mcp.example.com/mcp"
              className={fieldClasses}
            />
          )}
        </FormField>
        <FormField id={`${id}-transport`} label="Transport">
          {(control) => (
            <select {...control} {...form.register('transport')} className={fieldClasses}>
              {Object.entries(TRANSPORT_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={`${id}-timeout`}
          label="Timeout (seconds)"
          hint="How long one call or one listing of tools may take."
          error={errors.timeout_seconds?.message}
        >
          {(control) => (
            <input
              {...control}
              {...form.register('timeout_seconds')}
              type="number"
              inputMode="decimal"
              min={0.5}
              max={300}
              step="any"
              className={fieldClasses}
            />
          )}
        </FormField>
      </div>
      <McpHeaderRows form={form} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : server ? 'Save changes' : 'Add server'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {Boolean(failure) && (
        <RequestError error={failure} fallback="The server could not be saved." />
      )}
    </form>
  );
}

/**
 * Puts the server's refusal under the fields it names and moves focus to the first; false
 * when it names none of them (the form then says it below).
 */
function showServerErrors(error: unknown, form: McpServerFormApi): boolean {
  if (error instanceof ApiError && error.code === 'mcp_server_id_taken') {
    form.setError('id', { type: 'server', message: error.message }, { shouldFocus: true });
    return true;
  }
  const fields = setServerFieldErrors(error, ['name', 'id', 'url', 'transport'], form.setError);
  if (fields[0]) form.setFocus(fields[0]);
  return fields.length > 0;
}
