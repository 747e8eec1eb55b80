import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldClasses, FormField } from '../../../components/ui/form-field';

/** A labelled text input or text area of the builder, with its hint and error. */
export function BuilderTextField({
  id,
  registration,
  label,
  maxLength,
  rows,
  hint,
  error,
  required,
  placeholder,
}: {
  id: string;
  /** The form's binding of the field (react-hook-form's register). */
  registration: UseFormRegisterReturn;
  label: string;
  maxLength: number;
  /** Given: a text area of that many rows; otherwise a one-line input. */
  rows?: number;
  hint?: string;
  error?: string;
  required?: boolean;
  placeholder?: string;
}) {
  const common = {
    ...registration,
    maxLength,
    placeholder,
    'aria-required': required || undefined,
    className: fieldClasses,
  };
  return (
    <FormField id={id} label={label} hint={hint} error={error} required={required}>
      {(control) =>
        rows ? (
          <textarea {...control} {...common} rows={rows} />
        ) : (
          <input {...control} {...common} type="text" autoComplete="off" />
        )
      }
    </FormField>
  );
}
