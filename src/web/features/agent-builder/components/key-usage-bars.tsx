import { useRef, useState, type KeyboardEvent } from 'react';
import type { UsageBar } from '../lib/usage-chart';

const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowLeft: (index) => Math.max(0, index - 1),
  ArrowRight: (index, last) => Math.min(last, index + 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * One bar a day; hovering a bar or focusing it (Tab, then the arrow keys) shows its day and
 * numbers above the chart, where a screen reader hears them too.
 */
export function KeyUsageBars({ bars, idle }: { bars: UsageBar[]; idle: string }) {
  const last = bars.length - 1;
  const [active, setActive] = useState<number | null>(null);
  // Tab lands on the latest day; the arrow keys walk the others.
  const [focusable, setFocusable] = useState(last);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, last);
    setFocusable(next);
    refs.current[next]?.focus();
  };

  return (
    <>
      <p aria-live="polite" className="min-h-5 text-xs font-medium text-slate-800">
        {active === null ? idle : bars[active]?.label}
      </p>
      <div
        role="group"
        aria-label="Requests per day"
        className="flex h-32 items-end gap-px rounded bg-slate-50"
        onMouseLeave={() => setActive(null)}
      >
        {bars.map((bar, index) => (
          <button
            key={bar.date}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            aria-label={bar.label}
            title={bar.label}
            tabIndex={index === focusable ? 0 : -1}
            onMouseEnter={() => setActive(index)}
            onFocus={() => {
              setActive(index);
              setFocusable(index);
            }}
            onBlur={() => setActive(null)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className="flex h-full min-w-0 flex-1 flex-col justify-end hover:bg-slate-200 focus:bg-slate-200 focus:outline-2 focus:outline-brand-700"
          >
            <span
              className="block w-full bg-brand-700"
              style={{ height: `${bar.requestsHeight * 100}%` }}
            >
              <span className="flex h-full flex-col justify-end">
                <span
                  className="block bg-amber-500"
                  style={{ height: `${share(bar.refusedHeight, bar.requestsHeight)}%` }}
                />
                <span
                  className="block bg-red-600"
                  style={{ height: `${share(bar.errorsHeight, bar.requestsHeight)}%` }}
                />
              </span>
            </span>
          </button>
        ))}
      </div>
    </>
  );
}

/** A part's height within its bar, in percent. */
const share = (part: number, whole: number) => (whole === 0 ? 0 : (part / whole) * 100);
