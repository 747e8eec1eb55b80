import type { UseFormRegisterReturn } from 'react-hook-form';
import { POSITION_LABELS, POSITIONS } from '../lib/widget-settings';

/** The corner of the page the widget's launcher sits in. */
export function WidgetPositionGroup({
  registration,
}: {
  /** The form's binding of `widget_position` (react-hook-form's register). */
  registration: UseFormRegisterReturn<'widget_position'>;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Position</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {POSITIONS.map((position) => (
          <label
            key={position}
            className="flex items-center gap-2 rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-900"
          >
            <input
              type="radio"
              {...registration}
              value={position}
              className="size-4 accent-brand-700"
            />
            {POSITION_LABELS[position]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
