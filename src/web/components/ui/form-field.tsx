import clsx from 'clsx';
import type { ReactNode } from 'react';

const baseFieldClasses =
  'mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 aria-[invalid=true]:border-red-700';
export const fieldClasses = `${baseFieldClasses} bg-white text-slate-900`;
/** Shown, selectable and copyable, but visibly not editable. */
export const readOnlyFieldClasses = `${baseFieldClasses} bg-slate-100 text-slate-700`;

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The one labelled form field of the app: a label above its control (an asterisk when
 * required), an optional hint and the field's error below it. The control is
 * rendered by the caller with the ids that connect it to all three.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  required = false,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  className?: string;
  /** The control, or a function that renders it with the ids tying it to label and messages. */
  children: ReactNode | ((control: ControlProps) => ReactNode);
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className={clsx('min-w-0', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {typeof children === 'function'
        ? children({
            id,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy || undefined,
          })
        : children}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
