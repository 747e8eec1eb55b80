import type { McpServerView } from '../../../shared/schemas/mcp-servers';
import type { McpServerConfig } from '../../config-mcp';
import type { McpServerRow } from '../../db/schema';

/** An MCP_SERVERS server as the console shows it: header names, never their values. */
export const configServerView = (server: McpServerConfig): McpServerView => ({
  id: server.id,
  name: server.name,
  url: server.url,
  transport: server.transport,
  header_names: Object.keys(server.headers),
  timeout_ms: server.timeoutMs,
  enabled: server.enabled,
  source: 'config',
  updated_by: null,
  updated_at: null,
});

/** A console server as stored: the names of its sealed headers, never opened here. */
export const consoleServerView = (row: McpServerRow): McpServerView => ({
  id: row.id,
  name: row.name,
  url: row.url,
  transport: row.transport,
  header_names: Object.keys(row.headersSealed),
  timeout_ms: row.timeoutMs,
  enabled: row.enabled,
  source: 'console',
  updated_by: row.updatedBy,
  updated_at: row.updatedAt.toISOString(),
});
