import { fieldClasses, FormField } from '../../../components/ui/form-field';

/** A labelled text input or text area of the builder, with its hint and error. */
export function BuilderTextField({
  id,
  name,
  label,
  value,
  onChange,
  maxLength,
  rows,
  hint,
  error,
  required,
  placeholder,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** Given: a text area of that many rows; otherwise a one-line input. */
  rows?: number;
  hint?: string;
  error?: string;
  required?: boolean;
  placeholder?: string;
}) {
  const common = {
    name,
    value,
    maxLength,
    placeholder,
    'aria-required': required || undefined,
    className: fieldClasses,
  };
  return (
    <FormField id={id} label={label} hint={hint} error={error} required={required}>
      {(control) =>
        rows ? (
          <textarea
            {...control}
            {...common}
            rows={rows}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <input
            {...control}
            {...common}
            type="text"
            autoComplete="off"
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </FormField>
  );
}
