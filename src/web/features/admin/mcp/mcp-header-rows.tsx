import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField, fieldClasses, readOnlyFieldClasses } from '../../../components/ui/form-field';
import type { McpServerFormApi } from './mcp-server-form';

/**
 * The headers sent with each request, one row each: a name and a write-only value. A stored
 * header shows "set" and keeps its value unless a new one is typed; Remove drops it on save.
 */
export function McpHeaderRows({ form }: { form: McpServerFormApi }) {
  const id = useId();
  const rows = useFieldArray({ control: form.control, name: 'headers' });
  const errors = form.formState.errors.headers;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">Headers</legend>
      <p className="text-sm text-slate-600">
        Sent with every request, e.g. Authorization. Values are stored sealed and never shown again.
      </p>
      {rows.fields.map((row, index) => {
        const stored = form.getValues(`headers.${index}.stored`);
        const name = form.getValues(`headers.${index}.name`) || `header ${index + 1}`;
        return (
          <div key={row.id} className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
            <FormField
              id={`${id}-${row.id}-name`}
              label="Header name"
              error={errors?.[index]?.name?.message}
            >
              {(control) => (
                <input
                  {...control}
                  {...form.register(`headers.${index}.name`)}
                  readOnly={stored}
                  autoComplete="off"
                  spellCheck={false}
                  className={stored ? readOnlyFieldClasses : fieldClasses}
                />
              )}
            </FormField>
            <FormField
              id={`${id}-${row.id}-value`}
              label="Value"
              hint={stored ? 'Set. Leave empty to keep it.' : undefined}
              error={errors?.[index]?.value?.message}
            >
              {(control) => (
                <input
                  {...control}
                  {...form.register(`headers.${index}.value`)}
                  type="password"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={stored ? 'set' : ''}
                  className={fieldClasses}
                />
              )}
            </FormField>
            <Button
              variant="ghost"
              size="sm"
              className="sm:mt-7"
              aria-label={`Remove the ${name} header`}
              onClick={() => rows.remove(index)}
            >
              <Trash2 aria-hidden className="size-4" />
              Remove
            </Button>
          </div>
        );
      })}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => rows.append({ name: '', value: '', stored: false })}
      >
        <Plus aria-hidden className="size-4" />
        Add a header
      </Button>
    </fieldset>
  );
}
