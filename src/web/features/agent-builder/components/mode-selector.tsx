import clsx from 'clsx';
import { useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import type { AgentFormValues, AgentMode } from '../lib/agent-form-values';

const MODES: { value: AgentMode; label: string; description: string }[] = [
  { value: 'PRIVATE', label: 'Private', description: 'Only you can see it and chat with it.' },
  {
    value: 'PUBLIC',
    label: 'Public',
    description: 'Listed in the catalogue: everyone can find it and chat with it.',
  },
];

/** Who can see the agent: a radio group of Private and Public. */
export function ModeSelector({
  registration,
  error,
}: {
  /** The form's binding of `mode` (react-hook-form's register). */
  registration: UseFormRegisterReturn<'mode'>;
  error?: string;
}) {
  const value = useWatch<AgentFormValues, 'mode'>({ name: 'mode' });
  return (
    <fieldset aria-describedby={error ? 'agent-mode-error' : undefined}>
      <legend className="text-sm font-medium text-slate-800">Visibility</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {MODES.map((mode) => (
          <label
            key={mode.value}
            className={clsx(
              'flex cursor-pointer items-start gap-3 rounded-lg border p-3',
              value === mode.value ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white',
            )}
          >
            <input
              type="radio"
              {...registration}
              value={mode.value}
              aria-labelledby={`agent-mode-${mode.value}`}
              aria-describedby={`agent-mode-${mode.value}-about`}
              className="mt-1 accent-brand-700"
            />
            <span>
              <span
                id={`agent-mode-${mode.value}`}
                className="block text-sm font-medium text-slate-900"
              >
                {mode.label}
              </span>
              <span id={`agent-mode-${mode.value}-about`} className="block text-sm text-slate-600">
                {mode.description}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="agent-mode-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
