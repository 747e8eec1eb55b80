import type { ComponentProps } from 'react';

interface AuthFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  /** Words under the field (a rule to follow), linked with aria-describedby. */
  hint?: string;
  invalid?: boolean;
  /** The id of the form's error message, announced with the field when it is invalid. */
  errorId?: string;
}

/** A labelled input of the sign-in and sign-up forms (its ref reaches the input). */
export function AuthField({ id, label, hint, invalid, errorId, ...input }: AuthFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        <span aria-hidden className="ml-0.5 text-red-700">
          *
        </span>
      </label>
      <input
        id={id}
        required
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-invalid:border-red-700"
        {...input}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
