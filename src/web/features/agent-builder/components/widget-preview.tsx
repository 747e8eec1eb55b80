import clsx from 'clsx';
import { MessageCircle } from 'lucide-react';
import type { WidgetPosition } from '../lib/agent-form-values';

const CORNERS: Record<WidgetPosition, string> = {
  'bottom-right': 'bottom-3 right-3',
  'bottom-left': 'bottom-3 left-3',
  'top-right': 'top-3 right-3',
  'top-left': 'top-3 left-3',
};

/** A still picture of a web page with the widget's launcher in the chosen corner. */
export function WidgetPreview({ name, position }: { name: string; position: WidgetPosition }) {
  return (
    <figure className="mt-3">
      <div className="relative h-56 overflow-hidden rounded-lg border border-slate-300 bg-slate-50">
        <div aria-hidden className="space-y-2 p-4">
          <div className="h-3 w-1/3 rounded bg-slate-300" />
          <div className="h-2 w-2/3 rounded bg-slate-200" />
          <div className="h-2 w-1/2 rounded bg-slate-200" />
        </div>
        <div
          className={clsx(
            'absolute flex items-center gap-2 rounded-full bg-brand-700 py-2 pr-4 pl-3 text-sm font-medium text-white shadow-lg',
            CORNERS[position],
          )}
        >
          <MessageCircle aria-hidden className="size-4" />
          Chat with {name}
        </div>
      </div>
      <figcaption className="mt-1 text-sm text-slate-600">
        Preview: the launcher as visitors see it on your site.
      </figcaption>
    </figure>
  );
}
