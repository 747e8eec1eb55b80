import type { HTMLInputAutoCompleteAttribute } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldClasses, FormField } from '../../components/ui/form-field';

/** A labelled one-line input of the profile form. */
export function ProfileTextField({
  id,
  registration,
  label,
  autoComplete,
  maxLength,
  type = 'text',
  error,
  required,
  className,
}: {
  id: string;
  /** The form's binding of the field (react-hook-form's register). */
  registration: UseFormRegisterReturn;
  label: string;
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
          {...registration}
          type={type}
          autoComplete={autoComplete}
          maxLength={maxLength}
          aria-required={required || undefined}
          className={fieldClasses}
        />
      )}
    </FormField>
  );
}
