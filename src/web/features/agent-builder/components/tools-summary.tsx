import { TriangleAlert } from 'lucide-react';
import { someSelectedNeedSetup, type ToolEntry } from '../lib/tool-rules';

/** The chosen tools, and a warning while any of them still lacks its setup (spec 02 §2). */
export function ToolsSummary({
  catalogue,
  selected,
  configured,
}: {
  catalogue: readonly ToolEntry[];
  selected: readonly string[];
  configured: readonly string[];
}) {
  const chosen = catalogue.filter((tool) => selected.includes(tool.id));
  return (
    <section aria-labelledby="tools-summary-heading" className="rounded-xl bg-slate-50 p-4">
      <h3 id="tools-summary-heading" className="font-semibold text-slate-900">
        Selected tools ({chosen.length})
      </h3>
      {chosen.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">
          No tools selected: the agent answers from its instructions and knowledge only.
        </p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {chosen.map((tool) => (
            <li
              key={tool.id}
              className="rounded-full bg-white px-3 py-1 text-sm text-slate-800 shadow-sm"
            >
              {tool.name}
            </li>
          ))}
        </ul>
      )}
      {someSelectedNeedSetup(catalogue, selected, configured) && (
        <p className="mt-3 flex items-start gap-2 text-sm text-amber-900">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          Some selected tools require configuration before they can be used.
        </p>
      )}
    </section>
  );
}
