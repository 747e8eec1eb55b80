import type { HTMLInputAutoCompleteAttribute } from 'react';
import { fieldClasses, FormField } from '../../components/ui/form-field';

/** A labelled one-line input of the profile form. */
export function ProfileTextField({
  id,
  name,
  label,
  value,
  onChange,
  autoComplete,
  maxLength,
  type = 'text',
  error,
  required,
  className,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: HTMLInputAutoCompleteAttribute;
  maxLength: number;
  type?: 'text' | 'tel';
  error?: string;
  required?: boolean;
  className?: string;
}) {
  return (
    <FormField id={id} label={label} error={error} required={required} className={className}>
      {(control) => (
        <input
          {...control}
          type={type}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          maxLength={maxLength}
          aria-required={required || undefined}
          className={fieldClasses}
        />
      )}
    </FormField>
  );
}
