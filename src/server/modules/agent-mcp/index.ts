/** Each agent as an MCP server: the plugin app.ts mounts beside the chat routes. */
export { agentMcpRoutes as agentMcpModule } from './agent-mcp-routes';
