import type { MatrixFixture, RouteCase } from './authorization-routes';

const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'm', version: '1' },
  },
};

/**
 * Each agent's MCP endpoint takes only the agent's own API keys (agent-mcp.test.ts): a person's
 * token, even the owner's, is 401. GET and DELETE are 405 for everyone (a stateless server).
 */
export const agentMcpAuthorizationRoutes = (fixture: MatrixFixture): RouteCase[] => [
  {
    method: 'POST',
    path: '/api/agents/{id}/mcp',
    url: () => `/api/agents/${fixture.publicAgentId()}/mcp`,
    payload: () => INITIALIZE,
    expected: { visitor: 401, stranger: 401, owner: 401 },
  },
  ...(['GET', 'DELETE'] as const).map((method) => ({
    method,
    path: '/api/agents/{id}/mcp',
    url: () => `/api/agents/${fixture.publicAgentId()}/mcp`,
    expected: { visitor: 405, stranger: 405, owner: 405 },
  })),
];
