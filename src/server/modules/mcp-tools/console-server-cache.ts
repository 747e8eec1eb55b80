import type { FastifyBaseLogger } from 'fastify';
import type { McpServerConfig } from '../../config-mcp';
import type { Db } from '../../db/client';
import type { SecretBox } from '../tools';
import { readConsoleServers } from './console-servers';
import type { McpToolLists } from './mcp-tool-lists';

/**
 * A notice lost while Redis is away leaves a node stale at most this long: the list is read
 * again in the background when it is older, like the other caches the notices clear.
 */
const READ_AGAIN_AFTER_MS = 30_000;

/**
 * The console's MCP servers on this node: read when the app is ready, again on every 'mcp-servers-changed'
 * notice and in the background once stale. A server whose settings changed has its cached
 * tool list dropped, so the next turn lists its tools afresh.
 */
export function createConsoleServerCache(lists: McpToolLists) {
  let store: { db: Db; box: SecretBox } | undefined;
  let servers: readonly McpServerConfig[] = [];
  /** When the last read started (undefined until the module's first one). */
  let readAt: number | undefined;
  let reading: Promise<void> = Promise.resolve();
  let log: FastifyBaseLogger | undefined;
  /** Each problem is written once per process, not on every read. */
  const told = new Set<string>();

  const readNow = async () => {
    // A failed read is tried again as a stale list would be.
    if (!store) return;
    readAt = Date.now();
    const next = await readConsoleServers(store.db, store.box);
    for (const problem of next.problems.filter((one) => !told.has(one))) {
      told.add(problem);
      log?.warn(problem);
    }
    const before = new Map(servers.map((server) => [server.id, JSON.stringify(server)]));
    for (const server of next.servers) {
      if (before.get(server.id) !== JSON.stringify(server)) lists.forget(server.id);
      before.delete(server.id);
    }
    for (const gone of before.keys()) lists.forget(gone);
    servers = next.servers;
  };

  /** Reads the servers again, after any read under way (which may predate a change). */
  const reload = () => {
    const next = reading.catch(() => undefined).then(readNow);
    reading = next;
    return next;
  };

  let background = false;
  return {
    /** The servers as last read; a stale list starts a read for the next caller. */
    current(): readonly McpServerConfig[] {
      if (readAt !== undefined && Date.now() - readAt > READ_AGAIN_AFTER_MS && !background) {
        background = true;
        reload()
          .catch((error: unknown) => log?.error({ err: error }, 'MCP servers: could not be read'))
          .finally(() => {
            background = false;
          });
      }
      return servers;
    },
    reload,
    /**
     * Where the servers are read from and read problems (a header that no longer opens) are
     * written: the app's, given when the module is registered. Until then there are none.
     */
    connect(options: { db: Db; box: SecretBox; log: FastifyBaseLogger }) {
      store = { db: options.db, box: options.box };
      log = options.log;
    },
  };
}

export type ConsoleServerCache = ReturnType<typeof createConsoleServerCache>;
