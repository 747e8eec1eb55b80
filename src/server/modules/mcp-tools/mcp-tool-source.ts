import { jsonSchema } from '@ai-sdk/provider-utils';
import type { McpServerConfig } from '../../config-mcp';
import { mcpToolEntry, parseMcpToolEntry } from '../../../shared/tool-entries';
import type { AgentTool, ToolSource } from '../tools';
import { callMcpTool } from './call-mcp-tool';
import type { McpToolInfo, McpToolLists } from './mcp-tool-lists';
import type { McpNetwork } from './mcp-session';

const FUNCTION_NAME_MAX = 64;

/** A function name the model accepts (^[a-zA-Z0-9_-]{1,64}$), unique among `taken`. */
export function functionNameFor(serverId: string, toolName: string, taken: Set<string>): string {
  const base = `mcp_${serverId}_${toolName}`.replace(/[^a-zA-Z0-9_-]/g, '_');
  let name = base.slice(0, FUNCTION_NAME_MAX);
  for (let n = 2; taken.has(name); n += 1) {
    const suffix = `_${n}`;
    name = base.slice(0, FUNCTION_NAME_MAX - suffix.length) + suffix;
  }
  taken.add(name);
  return name;
}

function agentToolFor(
  server: McpServerConfig,
  tool: McpToolInfo,
  name: string,
  network: McpNetwork,
): AgentTool {
  return {
    name,
    source: mcpToolEntry(server.id, tool.name),
    description: tool.description || `${tool.name} from ${server.name}`,
    inputSchema: jsonSchema(tool.inputSchema),
    execute: (input, context) =>
      callMcpTool({ server, network, toolName: tool.name, input, signal: context.signal }),
    activity: () => ({ label: `Asking ${server.name}: ${tool.name}` }),
  };
}

/**
 * The MCP tools an agent has switched on, from the servers the operator lists. A server that
 * is down, disabled or no longer listed gives none: the agent answers without them.
 */
export function createMcpToolSource(options: {
  servers: () => readonly McpServerConfig[];
  lists: McpToolLists;
  network: McpNetwork;
}): ToolSource {
  return {
    async toolsFor(agent) {
      const wanted = new Map<string, Set<string>>();
      for (const entry of agent.tools) {
        const parsed = parseMcpToolEntry(entry);
        if (!parsed) continue;
        const names = wanted.get(parsed.serverId) ?? new Set<string>();
        wanted.set(parsed.serverId, names.add(parsed.toolName));
      }
      if (wanted.size === 0) return [];
      const servers = options.servers().filter((s) => s.enabled && wanted.has(s.id));
      const listings = await Promise.all(servers.map((server) => options.lists.list(server)));
      const taken = new Set<string>();
      return servers.flatMap((server, index) => {
        const listing = listings[index];
        if (!listing?.ok) return [];
        const names = wanted.get(server.id) ?? new Set<string>();
        return listing.tools
          .filter((tool) => names.has(tool.name))
          .map((tool) =>
            agentToolFor(
              server,
              tool,
              functionNameFor(server.id, tool.name, taken),
              options.network,
            ),
          );
      });
    },
  };
}
