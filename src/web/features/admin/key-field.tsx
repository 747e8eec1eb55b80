import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field';
import { lockState } from './locked-field';

interface KeyFieldProps {
  id: string;
  keyField: UseFormRegisterReturn;
  removeField: UseFormRegisterReturn;
  /** A key is stored: the server never sends it back, only that there is one. */
  hasKey: boolean;
  locked: Record<string, string>;
  error?: string;
}

/**
 * An API key, write-only: typing one replaces the stored key, leaving it empty keeps it, and
 * "Remove the stored key" drops it.
 */
export function KeyField({ id, keyField, removeField, hasKey, locked, error }: KeyFieldProps) {
  const lock = lockState(
    locked,
    'api_key',
    hasKey ? 'A key is stored. Leave this empty to keep it.' : 'No key is stored.',
  );
  return (
    <div className="sm:col-span-2">
      <FormField id={id} label="API key" hint={lock.hint} error={error}>
        {(control) => (
          <input
            {...control}
            {...keyField}
            type="password"
            autoComplete="off"
            spellCheck={false}
            readOnly={lock.readOnly}
            className={lock.className}
          />
        )}
      </FormField>
      {hasKey && !lock.readOnly && (
        <label className="mt-2 flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" {...removeField} className="size-4" />
          Remove the stored key
        </label>
      )}
    </div>
  );
}
