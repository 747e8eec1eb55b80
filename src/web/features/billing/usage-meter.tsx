import clsx from 'clsx';
import { useId } from 'react';

const shown = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** 'used / limit' with ∞ for -1, and a bar that turns amber at 80 % and red at the limit. */
export function UsageMeter({ label, used, limit }: { label: string; used: number; limit: number }) {
  const id = useId();
  const unlimited = limit < 0;
  const ratio = unlimited ? 0 : limit === 0 ? 1 : Math.min(used / limit, 1);
  const text = `${shown(used)} / ${unlimited ? '∞' : shown(limit)}`;
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span id={id} className="font-medium text-slate-800">
          {label}
        </span>
        <span className="text-slate-700">{text}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={unlimited ? undefined : limit}
        aria-valuenow={unlimited ? undefined : Math.min(used, limit)}
        aria-valuetext={unlimited ? `${shown(used)}, unlimited` : text}
        className="mt-1 h-2 rounded-full bg-slate-200"
      >
        <div
          className={clsx(
            'h-2 rounded-full',
            ratio >= 1 ? 'bg-red-600' : ratio >= 0.8 ? 'bg-amber-500' : 'bg-brand-600',
          )}
          style={{ width: `${Math.round(ratio * 100)}%` }}
        />
      </div>
    </div>
  );
}
