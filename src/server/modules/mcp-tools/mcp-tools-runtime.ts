import type { AppConfig } from '../../config';
import type { McpServerConfig } from '../../config-mcp';
import type { ToolSource } from '../tools';
import { createConsoleServerCache, type ConsoleServerCache } from './console-server-cache';
import { createMcpToolLists, type McpToolLists } from './mcp-tool-lists';
import type { McpNetwork } from './mcp-session';
import { createMcpToolSource } from './mcp-tool-source';

/** The servers, their cached tool lists and the network rules, shared by routes and turns. */
export interface McpToolsRuntime {
  /** MCP_SERVERS's servers, then the console's; switched-off ones too (`enabled`). */
  servers(): readonly McpServerConfig[];
  /** Whether MCP_SERVERS lists this id (such a server is changed there, not in the console). */
  isConfigServer(id: string): boolean;
  consoleServers: ConsoleServerCache;
  lists: McpToolLists;
  network: McpNetwork;
  source: ToolSource;
}

const runtimes = new WeakMap<AppConfig, McpToolsRuntime>();

/**
 * One runtime per app configuration, so the Tools tab and chat turns share one cache. The
 * console's servers join once the module connects their store (mcp-tools-module.ts).
 */
export function mcpToolsRuntimeFor(config: AppConfig): McpToolsRuntime {
  const known = runtimes.get(config);
  if (known) return known;
  const network = { allowPrivateNetwork: config.tools.allowPrivateNetwork };
  const lists = createMcpToolLists(network);
  const consoleServers = createConsoleServerCache(lists);
  const configIds = new Set(config.mcp.servers.map((server) => server.id));
  const servers = () => [
    ...config.mcp.servers,
    // An id MCP_SERVERS took since the console server was added (a restart) stays MCP_SERVERS's.
    ...consoleServers.current().filter((server) => !configIds.has(server.id)),
  ];
  const runtime = {
    servers,
    isConfigServer: (id: string) => configIds.has(id),
    consoleServers,
    lists,
    network,
    source: createMcpToolSource({ servers, lists, network }),
  };
  runtimes.set(config, runtime);
  return runtime;
}
