import type { McpServerConfig } from '../../config-mcp';
import type { Db } from '../../db/client';
import type { McpServerRow } from '../../db/schema';
import type { SecretBox } from '../tools';
import { listConsoleServerRows, resealHeaders } from './console-servers-store';

/**
 * A console server's headers opened, for the runtime. A header sealed with the previous auth
 * secret is sealed again with the current one; one that no longer opens is left out (the
 * server will most likely refuse the call, and Test says so) and reported.
 */
async function openRow(db: Db, box: SecretBox, row: McpServerRow, problems: string[]) {
  const headers: Record<string, string> = {};
  const fresh = { ...row.headersSealed };
  let resealed = false;
  for (const [name, sealed] of Object.entries(row.headersSealed)) {
    try {
      headers[name] = box.open(sealed);
      const again = box.reseal(sealed);
      if (again) {
        fresh[name] = again;
        resealed = true;
      }
    } catch {
      problems.push(
        `MCP server ${row.id}: its ${name} header no longer opens (the auth secret changed?) and is not sent; set it again in the console`,
      );
    }
  }
  if (resealed) await resealHeaders(db, row, fresh);
  return headers;
}

/** The console's MCP servers (switched off ones too), as the runtime uses them. */
export async function readConsoleServers(
  db: Db,
  box: SecretBox,
): Promise<{ servers: McpServerConfig[]; problems: string[] }> {
  const problems: string[] = [];
  const servers: McpServerConfig[] = [];
  for (const row of await listConsoleServerRows(db)) {
    servers.push({
      id: row.id,
      name: row.name,
      url: row.url,
      transport: row.transport,
      headers: await openRow(db, box, row, problems),
      timeoutMs: row.timeoutMs,
      enabled: row.enabled,
    });
  }
  return { servers, problems };
}
