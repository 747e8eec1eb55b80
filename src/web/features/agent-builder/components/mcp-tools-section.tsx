import { useController } from 'react-hook-form';
import type { McpToolServer } from '../../../../shared/schemas/mcp-tools';
import { useMcpTools } from '../api/list-mcp-tools';
import type { AgentFormValues } from '../lib/agent-form-values';
import { withoutTool, withTool } from '../lib/tool-rules';

const MCP_PREFIX = 'mcp:';

function ToolCheckbox(props: {
  id: string;
  label: string;
  description?: string;
  checked: boolean;
  onToggle: () => void;
}) {
  const descriptionId = `${props.id}-description`;
  return (
    <label className="flex items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-900">
      <input
        type="checkbox"
        checked={props.checked}
        onChange={props.onToggle}
        aria-describedby={props.description ? descriptionId : undefined}
        className="mt-0.5 size-4 accent-brand-700"
      />
      <span>
        <span className="font-medium">{props.label}</span>
        {props.description && (
          <span id={descriptionId} className="block text-slate-700">
            {props.description}
          </span>
        )}
      </span>
    </label>
  );
}

function ServerTools(props: {
  server: McpToolServer;
  selected: readonly string[];
  onToggle: (entry: string) => void;
}) {
  const { server } = props;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{server.name}</legend>
      {server.problem && <p className="text-sm text-amber-900">{server.problem}</p>}
      {server.available && server.tools.length === 0 && (
        <p className="text-sm text-slate-700">This server offers no tools.</p>
      )}
      <ul className="grid gap-2 sm:grid-cols-2">
        {server.tools.map((tool) => (
          <li key={tool.entry}>
            <ToolCheckbox
              id={`mcp-tool-${server.id}-${tool.name}`.replace(/[^A-Za-z0-9_-]/g, '-')}
              label={tool.name}
              description={tool.description}
              checked={props.selected.includes(tool.entry)}
              onToggle={() => props.onToggle(tool.entry)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * The tools of the MCP servers the operator lists, one checkbox each; nothing when there are
 * none. A chosen tool whose server is no longer listed shows so the owner can take it away.
 */
export function McpToolsSection() {
  const mcp = useMcpTools();
  const { field } = useController<AgentFormValues, 'tools'>({ name: 'tools' });
  const selected = field.value;
  const servers = mcp.data?.servers ?? [];
  const offered = new Set(servers.flatMap((server) => server.tools.map((tool) => tool.entry)));
  const unlisted = selected.filter(
    (entry) =>
      entry.startsWith(MCP_PREFIX) &&
      !offered.has(entry) &&
      !servers.some((server) => !server.available && entry.startsWith(`mcp:${server.id}/`)),
  );
  const toggle = (entry: string) =>
    field.onChange(
      selected.includes(entry) ? withoutTool(selected, entry) : withTool(selected, entry),
    );

  if (mcp.isPending || mcp.isError || (servers.length === 0 && unlisted.length === 0)) return null;
  return (
    <section aria-labelledby="mcp-tools-heading" className="space-y-3">
      <h3
        id="mcp-tools-heading"
        className="text-sm font-semibold tracking-wide text-slate-700 uppercase"
      >
        MCP servers
      </h3>
      <p className="text-sm text-slate-700">
        Tools of the MCP servers this install connects to. Tick a tool to let the agent call it.
      </p>
      {servers.map((server) => (
        <ServerTools key={server.id} server={server} selected={selected} onToggle={toggle} />
      ))}
      {unlisted.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">No longer offered</legend>
          <p className="text-sm text-slate-700">
            These tools are not offered any more; untick them before saving.
          </p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {unlisted.map((entry) => (
              <li key={entry}>
                <ToolCheckbox
                  id={`mcp-unlisted-${entry}`.replace(/[^A-Za-z0-9_-]/g, '-')}
                  label={entry.slice(MCP_PREFIX.length)}
                  checked
                  onToggle={() => toggle(entry)}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </section>
  );
}
