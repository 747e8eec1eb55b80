import clsx from 'clsx';
import { Check } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { configureLabel, toolBadge, type ToolEntry } from '../lib/tool-rules';
import { ToolIcon, toolColour } from './tool-visuals';

const BADGE_CLASSES = {
  Configured: 'bg-green-100 text-green-800',
  'Needs Setup': 'bg-amber-100 text-amber-900',
  'Requires Config': 'bg-slate-200 text-slate-800',
} as const;

/** One tool: a toggle (pressed when selected), its setup badge and its setup button. */
export function ToolCard({
  tool,
  selected,
  configured,
  onToggle,
  onConfigure,
}: {
  tool: ToolEntry;
  selected: boolean;
  configured: boolean;
  onToggle: () => void;
  onConfigure: () => void;
}) {
  const badge = toolBadge(tool, selected, configured);
  const setup = configureLabel(tool, selected, configured);
  const aboutId = `tool-${tool.id}-about`;
  return (
    <div
      className={clsx(
        'flex h-full flex-col gap-3 rounded-xl border p-4',
        selected ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white',
      )}
    >
      <button
        type="button"
        aria-pressed={selected}
        aria-describedby={aboutId}
        onClick={onToggle}
        className="flex items-center gap-3 rounded-lg text-left"
      >
        <span className={clsx('rounded-lg p-2', toolColour(tool.colour))}>
          <ToolIcon name={tool.icon} />
        </span>
        <span className="flex-1 font-semibold text-slate-900">{tool.name}</span>
        <span
          aria-hidden
          className={clsx(
            'flex size-6 items-center justify-center rounded-md border',
            selected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-400 bg-white',
          )}
        >
          {selected && <Check className="size-4" />}
        </span>
      </button>
      <p id={aboutId} className="flex-1 text-sm text-slate-700">
        {tool.description}
      </p>
      {(badge || setup) && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {badge && (
            <span
              className={clsx('rounded-full px-2 py-0.5 text-xs font-medium', BADGE_CLASSES[badge])}
            >
              {badge}
            </span>
          )}
          {setup && (
            <Button
              variant="secondary"
              size="sm"
              onClick={onConfigure}
              aria-label={`${setup} ${tool.name}`}
            >
              {setup}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
