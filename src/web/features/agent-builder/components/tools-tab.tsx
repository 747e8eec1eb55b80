import { useController } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { useTools } from '../api/list-tools';
import type { AgentFormValues } from '../lib/agent-form-values';
import {
  groupByCategory,
  toolClick,
  withoutTool,
  withTool,
  type ToolEntry,
} from '../lib/tool-rules';
import { HttpToolsSection } from './http-tools-section';
import { McpToolsSection } from './mcp-tools-section';
import { ToolCard } from './tool-card';
import { ToolsSummary } from './tools-summary';

const headingId = (category: string) =>
  `tools-category-${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** The tool catalogue grouped by category, as selectable cards (spec 02 §2 Tools tab). */
export function ToolsTab({
  configured,
  onSetup,
}: {
  configured: readonly string[];
  /** Opens a tool's setup dialog. */
  onSetup: (tool: string) => void;
}) {
  const tools = useTools();
  const { field, fieldState } = useController<AgentFormValues, 'tools'>({ name: 'tools' });
  const selected = field.value;

  function toggle(tool: ToolEntry) {
    const action = toolClick(tool, selected.includes(tool.id), configured.includes(tool.id));
    if (action === 'configure') onSetup(tool.id);
    else
      field.onChange(
        action === 'select' ? withTool(selected, tool.id) : withoutTool(selected, tool.id),
      );
  }

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
      {fieldState.error && <p className="text-sm text-red-700">{fieldState.error.message}</p>}
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
                  onToggle={() => toggle(tool)}
                  onConfigure={() => onSetup(tool.id)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <McpToolsSection />
      <HttpToolsSection />
      <ToolsSummary catalogue={tools.data} selected={selected} configured={configured} />
    </div>
  );
}
