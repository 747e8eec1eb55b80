import clsx from 'clsx';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { BUILDER_TABS, panelId, tabAfterKey, tabId, type BuilderTab } from '../lib/builder-tabs';

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrows (and Home/End) move and activate, each tab
 * controls its panel. Tabs holding an invalid field say so.
 */
export function BuilderTabList({
  selected,
  onSelect,
  withErrors,
}: {
  selected: BuilderTab;
  onSelect: (tab: BuilderTab) => void;
  withErrors: ReadonlySet<BuilderTab>;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const next = tabAfterKey(event.key, index, BUILDER_TABS.length);
    if (next === null) return;
    event.preventDefault();
    const tab = BUILDER_TABS[next];
    if (!tab) return;
    onSelect(tab.id);
    refs.current[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label="Agent settings"
      className="flex gap-1 overflow-x-auto border-b border-slate-200"
    >
      {BUILDER_TABS.map((tab, index) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={active}
            aria-controls={panelId(tab.id)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={clsx(
              '-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap',
              active
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-slate-700 hover:text-slate-900',
            )}
          >
            {tab.label}
            {withErrors.has(tab.id) && (
              <>
                <span aria-hidden className="ml-1.5 inline-block size-2 rounded-full bg-red-700" />
                <span className="sr-only"> (has errors)</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}

/** A tab's panel: hidden, not unmounted, so every field keeps its place in the form. */
export function BuilderTabPanel({
  tab,
  selected,
  children,
}: {
  tab: BuilderTab;
  selected: BuilderTab;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(tab)}
      aria-labelledby={tabId(tab)}
      hidden={tab !== selected}
      tabIndex={0}
      className="pt-6"
    >
      {children}
    </div>
  );
}
