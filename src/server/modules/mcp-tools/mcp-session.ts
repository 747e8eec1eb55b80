import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FetchLike, Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { McpServerConfig } from '../../config-mcp';
import { mcpDeadline, untilAborted } from './mcp-deadline';
import { mcpFailure } from './mcp-failures';
import { createVettedFetch, ToolError } from '../tools';

export interface McpNetwork {
  allowPrivateNetwork: boolean;
}

/** Clients in use right now, closed when the app closes (a call in flight ends with them). */
const openClients = new Set<Client>();

export async function closeOpenMcpClients(): Promise<void> {
  await Promise.allSettled([...openClients].map((client) => client.close()));
}

function transportFor(server: McpServerConfig, fetch: FetchLike): Transport {
  const options = { fetch, requestInit: { headers: server.headers } };
  const url = new URL(server.url);
  return server.transport === 'sse'
    ? new SSEClientTransport(url, options)
    : new StreamableHTTPClientTransport(url, options);
}

/**
 * Runs `work` on a fresh connection to the server, within the server's time budget, then
 * closes it. One connection per piece of work: a server that restarts or hangs takes only
 * that piece down, and nothing stays open between turns.
 */
export async function withMcpSession<T>(
  server: McpServerConfig,
  network: McpNetwork,
  signal: AbortSignal,
  work: (client: Client, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const deadline = mcpDeadline(server.timeoutMs, signal);
  let networkError: ToolError | undefined;
  const vetted = createVettedFetch(network);
  const fetch: FetchLike = async (url, init) => {
    try {
      return await vetted(url, { ...init, signal: anySignal(init?.signal, deadline.signal) });
    } catch (error) {
      if (error instanceof ToolError) networkError ??= error;
      throw error;
    }
  };
  const client = new Client({ name: 'coachforge', version: '1.0.0' });
  openClients.add(client);
  try {
    const options = { signal: deadline.signal, timeout: server.timeoutMs };
    await untilAborted(client.connect(transportFor(server, fetch), options), deadline.signal);
    return await untilAborted(work(client, deadline.signal), deadline.signal);
  } catch (error) {
    throw mcpFailure(error, { serverName: server.name, deadline, networkError });
  } finally {
    openClients.delete(client);
    await client.close().catch(() => undefined);
  }
}

function anySignal(first: AbortSignal | null | undefined, second: AbortSignal): AbortSignal {
  return first ? AbortSignal.any([first, second]) : second;
}
