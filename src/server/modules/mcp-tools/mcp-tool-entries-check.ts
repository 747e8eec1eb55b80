import { parseMcpToolEntry } from '../../../shared/tool-entries';
import type { McpServerConfig } from '../../config-mcp';
import { DomainError } from '../../domain-error';
import { checkToolEntriesOnAgentForms } from '../tools';

/** The MCP server ids an agent's tools name that the operator does not list. */
export function unknownMcpServerIds(
  servers: readonly McpServerConfig[],
  tools: readonly string[],
): string[] {
  const known = new Set(servers.map((server) => server.id));
  const named = tools.flatMap((entry) => parseMcpToolEntry(entry)?.serverId ?? []);
  return [...new Set(named.filter((id) => !known.has(id)))];
}

/**
 * Every route that takes the agent form checks, once the body is valid, that the MCP servers
 * its tools name exist: the rule follows the form, wherever it is posted.
 */
export function checkMcpEntriesOnAgentForms(servers: () => readonly McpServerConfig[]) {
  return checkToolEntriesOnAgentForms((tools) => {
    const unknown = unknownMcpServerIds(servers(), tools);
    if (unknown.length === 0) return Promise.resolve();
    const names = unknown.map((id) => `"${id}"`).join(', ');
    throw new DomainError(
      'invalid',
      'unknown_mcp_server',
      `This server lists no MCP server ${names}: take its tools off the agent or ask an operator to add it.`,
      { details: { servers: unknown } },
    );
  });
}
