import { DomainError, notFound } from '../../domain-error';
import { mcpAddressProblem } from './mcp-server-address';
import type { McpNetwork } from './mcp-session';

/** An id already in use: agents name a server by its id, so two may never share one. */
export function idTaken(id: string, where: 'config' | 'console') {
  const message =
    where === 'config'
      ? `MCP_SERVERS already lists a server with the id "${id}". Choose another id.`
      : `A server with the id "${id}" was already added in the console. Choose another id.`;
  return new DomainError('conflict', 'mcp_server_id_taken', message, {
    details: { issues: [{ path: 'body.id', message }] },
  });
}

/** A change aimed at a server of MCP_SERVERS, which is changed there. */
export const setInConfig = (id: string) =>
  new DomainError(
    'conflict',
    'mcp_server_in_config',
    `The server "${id}" is set in MCP_SERVERS: change it there and restart the server.`,
  );

export const notAConsoleServer = (id: string) =>
  notFound(`No MCP server was added in the console as ${id}.`);

/** Refuses an address this server may not reach, as a field error the form shows. */
export async function checkAddress(url: string, network: McpNetwork) {
  const problem = await mcpAddressProblem(url, network);
  if (!problem) return;
  throw new DomainError('invalid', 'validation_failed', `url: ${problem}`, {
    details: { issues: [{ path: 'body.url', message: problem }] },
  });
}

/** What an update did to the headers, for the operator log: names only, never values. */
export function headerChanges(headers: Record<string, string | null>): string[] | 'kept' {
  const changes = Object.entries(headers).map(
    ([name, value]) => `${name} ${value === null ? 'removed' : 'set'}`,
  );
  return changes.length > 0 ? changes : 'kept';
}
