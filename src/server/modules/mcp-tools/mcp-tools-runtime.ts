import type { AppConfig } from '../../config';
import type { McpServerConfig } from '../../config-mcp';
import type { ToolSource } from '../tools';
import { createMcpToolLists, type McpToolLists } from './mcp-tool-lists';
import type { McpNetwork } from './mcp-session';
import { createMcpToolSource } from './mcp-tool-source';

/** The servers, their cached tool lists and the network rules, shared by routes and turns. */
export interface McpToolsRuntime {
  servers(): readonly McpServerConfig[];
  lists: McpToolLists;
  network: McpNetwork;
  source: ToolSource;
}

const runtimes = new WeakMap<AppConfig, McpToolsRuntime>();

/** One runtime per app configuration, so the Tools tab and chat turns share one cache. */
export function mcpToolsRuntimeFor(config: AppConfig): McpToolsRuntime {
  const known = runtimes.get(config);
  if (known) return known;
  const network = { allowPrivateNetwork: config.tools.allowPrivateNetwork };
  const lists = createMcpToolLists(network);
  const servers = () => config.mcp.servers;
  const runtime = {
    servers,
    lists,
    network,
    source: createMcpToolSource({ servers, lists, network }),
  };
  runtimes.set(config, runtime);
  return runtime;
}
