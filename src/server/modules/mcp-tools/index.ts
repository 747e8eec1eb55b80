/**
 * MCP tools for agents: servers the operator lists (MCP_SERVERS or the console), whose tools
 * an agent's owner switches on. The module's face: other modules import only what this exports.
 */
export { mcpServersAdminRoutes } from './mcp-servers-admin-routes';
export type { OperatorOf } from './mcp-server-edit-routes';
export { mcpToolsModule } from './mcp-tools-module';
export { mcpToolsRuntimeFor } from './mcp-tools-runtime';

import type { AppConfig } from '../../config';
import type { ToolSource } from '../tools';
import { mcpToolsRuntimeFor } from './mcp-tools-runtime';

/** The tool source chat turns read MCP tools from (tools-context.ts `sources`). */
export const mcpToolSource = (config: AppConfig): ToolSource => mcpToolsRuntimeFor(config).source;
