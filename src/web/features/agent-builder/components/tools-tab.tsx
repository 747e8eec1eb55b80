import { Button } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { useTools } from '../api/list-tools';
import { groupByCategory, type ToolEntry } from '../lib/tool-rules';
import { ToolCard } from './tool-card';
import { ToolsSummary } from './tools-summary';

const headingId = (category: string) =>
  `tools-category-${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** The tool catalogue grouped by category, as selectable cards (spec 02 §2 Tools tab). */
export function ToolsTab({
  selected,
  configured,
  error,
  onToggle,
  onConfigure,
}: {
  selected: readonly string[];
  configured: readonly string[];
  error?: string;
  onToggle: (tool: ToolEntry) => void;
  onConfigure: (tool: ToolEntry) => void;
}) {
  const tools = useTools();
  if (tools.isPending) return <StatusMessage>Loading tools…</StatusMessage>;
  if (tools.isError) {
    return (
      <StatusMessage tone="error">
        <p>Failed to load the tools. Please try again.</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void tools.refetch()}>
          Retry
        </Button>
      </StatusMessage>
    );
  }
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700">
        Tools let the agent act during a chat. Select a card to give the agent that tool; select it
        again to take it away.
      </p>
      {error && <p className="text-sm text-red-700">{error}</p>}
      {groupByCategory(tools.data).map(({ category, tools: group }) => (
        <section key={category} aria-labelledby={headingId(category)}>
          <h3
            id={headingId(category)}
            className="mb-2 text-sm font-semibold tracking-wide text-slate-700 uppercase"
          >
            {category}
          </h3>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {group.map((tool) => (
              <li key={tool.id}>
                <ToolCard
                  tool={tool}
                  selected={selected.includes(tool.id)}
                  configured={configured.includes(tool.id)}
                  onToggle={() => onToggle(tool)}
                  onConfigure={() => onConfigure(tool)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <ToolsSummary catalogue={tools.data} selected={selected} configured={configured} />
    </div>
  );
}
