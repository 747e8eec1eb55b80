import { TOOL_IDS, type ToolId } from './tool-catalogue';

/**
 * The entries an agent's `tools` list may hold: a catalogue id ('web_scraper'), an MCP
 * server's tool ('mcp:<server id>/<tool name>') or an owner's HTTP tool ('http:<tool id>').
 */
export const MCP_SERVER_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** MCP tool names: letters, digits, '_', '-', '.' and '/', at most 128 (MCP spec). */
const MCP_TOOL_NAME_PATTERN = /^[A-Za-z0-9_.\-/]{1,128}$/;
const HTTP_TOOL_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export interface McpToolEntry {
  serverId: string;
  toolName: string;
}

export const mcpToolEntry = (serverId: string, toolName: string) => `mcp:${serverId}/${toolName}`;

export const httpToolEntry = (toolId: string) => `http:${toolId}`;

/** The server and tool an 'mcp:' entry names, or undefined for any other entry. */
export function parseMcpToolEntry(entry: string): McpToolEntry | undefined {
  if (!entry.startsWith('mcp:')) return undefined;
  const rest = entry.slice('mcp:'.length);
  // The server id holds no '/', so the first one ends it; tool names may hold more.
  const slash = rest.indexOf('/');
  if (slash < 0) return undefined;
  const serverId = rest.slice(0, slash);
  const toolName = rest.slice(slash + 1);
  if (!MCP_SERVER_ID_PATTERN.test(serverId) || !MCP_TOOL_NAME_PATTERN.test(toolName)) {
    return undefined;
  }
  return { serverId, toolName };
}

/** The tool id an 'http:' entry names, or undefined for any other entry. */
export function parseHttpToolEntry(entry: string): string | undefined {
  if (!entry.startsWith('http:')) return undefined;
  const toolId = entry.slice('http:'.length);
  return HTTP_TOOL_ID_PATTERN.test(toolId) ? toolId : undefined;
}

export const isCatalogueToolId = (entry: string): entry is ToolId =>
  (TOOL_IDS as readonly string[]).includes(entry);

/** Whether an agent's `tools` list may hold this entry (whether its target exists is the server's check). */
export const isToolEntry = (entry: string) =>
  isCatalogueToolId(entry) ||
  parseMcpToolEntry(entry) !== undefined ||
  parseHttpToolEntry(entry) !== undefined;
