import type { preHandlerHookHandler, RouteOptions } from 'fastify';
import { AgentInputSchema } from '../../../shared/schemas/agent';
import { parseMcpToolEntry } from '../../../shared/tool-entries';
import type { McpServerConfig } from '../../config-mcp';
import { HttpError } from '../../http-error';

/** The MCP server ids an agent's tools name that the operator does not list. */
export function unknownMcpServerIds(
  servers: readonly McpServerConfig[],
  tools: readonly string[],
): string[] {
  const known = new Set(servers.map((server) => server.id));
  const named = tools.flatMap((entry) => parseMcpToolEntry(entry)?.serverId ?? []);
  return [...new Set(named.filter((id) => !known.has(id)))];
}

function refuseUnknownServers(servers: () => readonly McpServerConfig[]): preHandlerHookHandler {
  return async (request) => {
    const body = request.body as { tools?: unknown } | undefined;
    const tools = Array.isArray(body?.tools) ? (body.tools as string[]) : [];
    const unknown = unknownMcpServerIds(servers(), tools);
    if (unknown.length === 0) return;
    const names = unknown.map((id) => `"${id}"`).join(', ');
    throw new HttpError(
      400,
      'unknown_mcp_server',
      `This server lists no MCP server ${names}: take its tools off the agent or ask an operator to add it.`,
      { servers: unknown },
    );
  };
}

/**
 * Every route that takes the agent form (AgentInputSchema) checks, once the body is valid,
 * that the MCP servers its tools name exist: the rule follows the form, wherever it is posted.
 */
export function checkMcpEntriesOnAgentForms(servers: () => readonly McpServerConfig[]) {
  const check = refuseUnknownServers(servers);
  return (route: RouteOptions) => {
    if (route.schema?.body !== AgentInputSchema) return;
    const existing = route.preHandler;
    route.preHandler = [
      ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
      check,
    ];
  };
}
