import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { McpServerConfig } from '../../config-mcp';
import { ToolError } from '../tools';
import { withMcpSession, type McpNetwork } from './mcp-session';

/** One tool as a server lists it. */
export interface McpToolInfo {
  name: string;
  description: string;
  /** The tool's JSON Schema for its arguments (always an object schema). */
  inputSchema: Record<string, unknown>;
}

export type McpToolListing = { ok: true; tools: McpToolInfo[] } | { ok: false; error: ToolError };

interface CachedListing {
  at: number;
  listing: Promise<McpToolListing>;
}

/** How long a listing is reused: a turn should not wait on a listing per message. */
const LISTED_FOR_MS = 30_000;
/** A failed listing is tried again sooner, but not by every turn while the server is down. */
const FAILED_FOR_MS = 5_000;
const MAX_DESCRIPTION = 1_000;

/** Lists servers' tools, remembering each answer briefly (failures included). */
export function createMcpToolLists(network: McpNetwork) {
  const cache = new Map<string, CachedListing>();
  const cacheKey = (server: McpServerConfig) => `${server.id}\n${server.url}\n${server.transport}`;

  async function fetchListing(server: McpServerConfig): Promise<McpToolListing> {
    try {
      const tools = await withMcpSession(
        server,
        network,
        AbortSignal.timeout(server.timeoutMs),
        listAll,
      );
      return { ok: true, tools };
    } catch (error) {
      const sentence =
        error instanceof ToolError
          ? error
          : new ToolError('mcp_unreachable', `${server.name} could not be reached.`);
      return { ok: false, error: sentence };
    }
  }

  return {
    /** The server's tools, from a listing at most 30 s old (5 s when it failed). */
    async list(
      server: McpServerConfig,
      options: { fresh?: boolean } = {},
    ): Promise<McpToolListing> {
      const key = cacheKey(server);
      const cached = cache.get(key);
      if (cached && !options.fresh) {
        const listing = await cached.listing;
        const age = Date.now() - cached.at;
        if (age < (listing.ok ? LISTED_FOR_MS : FAILED_FOR_MS)) return listing;
      }
      // Callers arriving while a listing is under way share it.
      const entry = { at: Date.now(), listing: fetchListing(server) };
      cache.set(key, entry);
      return entry.listing;
    },
    /** Drops what is remembered of a server, so its next listing is fetched afresh. */
    forget(serverId: string) {
      for (const key of cache.keys()) {
        if (key.startsWith(`${serverId}\n`)) cache.delete(key);
      }
    },
  };
}

export type McpToolLists = ReturnType<typeof createMcpToolLists>;

async function listAll(client: Client, signal: AbortSignal): Promise<McpToolInfo[]> {
  const tools: McpToolInfo[] = [];
  let cursor: string | undefined;
  // A server may page its list; a few pages are plenty for an agent's choice.
  for (let page = 0; page < 10; page += 1) {
    const result = await client.listTools(cursor ? { cursor } : undefined, { signal });
    for (const tool of result.tools) {
      tools.push({
        name: tool.name,
        description: (tool.description ?? tool.title ?? '').slice(0, MAX_DESCRIPTION),
        inputSchema: { ...tool.inputSchema, type: 'object' },
      });
    }
    cursor = result.nextCursor;
    if (!cursor) break;
  }
  return tools;
}
