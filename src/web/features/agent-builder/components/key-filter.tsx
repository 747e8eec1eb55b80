import clsx from 'clsx';
import { KEY_FILTER_LABELS, KEY_FILTERS, type KeyFilter as Filter } from '../lib/api-key-list';

/** The keys list's filter: one pressed button of three, each with how many keys it shows. */
export function KeyFilter({
  value,
  counts,
  onChange,
}: {
  value: Filter;
  counts: Record<Filter, number>;
  onChange: (filter: Filter) => void;
}) {
  return (
    <div role="group" aria-label="Show keys" className="flex flex-wrap gap-1 text-sm">
      {KEY_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
          className={clsx(
            'rounded-full border px-3 py-1',
            value === filter
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-slate-300 text-slate-800 hover:bg-slate-100',
          )}
        >
          {KEY_FILTER_LABELS[filter]} ({counts[filter]})
        </button>
      ))}
    </div>
  );
}
