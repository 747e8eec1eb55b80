import type { RouteCase } from './authorization-routes';

/** The MCP servers' tools are for signed-in people choosing their agents' tools. */
export const mcpToolsAuthorizationRoutes = (): RouteCase[] => [
  {
    method: 'GET',
    path: '/api/mcp-tools',
    url: () => '/api/mcp-tools',
    expected: { visitor: 401, stranger: 200, owner: 200 },
  },
];
