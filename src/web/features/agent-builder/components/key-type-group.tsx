import type { UseFormRegisterReturn } from 'react-hook-form';
import { API_KEY_TYPES } from '../../../../shared/api-key-constants';
import { KEY_TYPE_HINTS, KEY_TYPE_LABELS } from '../lib/api-key-text';

/** The key's type, each with the one line that says what it may do. */
export function KeyTypeGroup({
  registration,
}: {
  registration: UseFormRegisterReturn<'key_type'>;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Key type</legend>
      <div className="mt-2 space-y-2">
        {API_KEY_TYPES.map((type) => (
          <label
            key={type}
            className="flex items-start gap-2 rounded-lg border border-slate-300 bg-white p-3 text-sm has-[:checked]:border-brand-700"
          >
            <input
              type="radio"
              {...registration}
              value={type}
              aria-describedby={`key-type-${type}-hint`}
              className="mt-0.5 size-4 accent-brand-700"
            />
            <span>
              <span className="font-medium text-slate-900">{KEY_TYPE_LABELS[type]}</span>
              <span id={`key-type-${type}-hint`} className="block text-slate-600">
                {KEY_TYPE_HINTS[type]}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
