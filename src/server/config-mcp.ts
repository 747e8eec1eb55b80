import { z } from 'zod';
import { MCP_TRANSPORTS } from '../shared/schemas/mcp-servers';
import { MCP_SERVER_ID_PATTERN } from '../shared/tool-entries';

export { MCP_TRANSPORTS };
export type McpTransportKind = (typeof MCP_TRANSPORTS)[number];

/**
 * One MCP server the operator lets agents use: MCP_SERVERS holds a JSON list of them, and the
 * console's servers (mcp-tools/console-servers) are read into the same shape.
 */
export const McpServerConfigSchema = z.object({
  /** Stable: agents name the server by it ('mcp:<id>/<tool>'). */
  id: z.string().regex(MCP_SERVER_ID_PATTERN, 'id: letters, digits, _ and - only (at most 64)'),
  name: z.string().trim().min(1).max(80),
  url: z.url({ protocol: /^https?$/, message: 'url: an http:// or https:// address' }),
  transport: z.enum(MCP_TRANSPORTS).default('streamable-http'),
  /** Sent with every request (e.g. Authorization); never shown to agent owners. */
  headers: z.record(z.string(), z.string()).default({}),
  /** How long one call (or one listing) may take before it fails alone. */
  timeoutMs: z.number().int().min(500).max(300_000).default(15_000),
  enabled: z.boolean().default(true),
});
export type McpServerConfig = z.infer<typeof McpServerConfigSchema>;

const McpServerListSchema = z
  .array(McpServerConfigSchema)
  .max(50)
  .refine((servers) => new Set(servers.map((s) => s.id)).size === servers.length, {
    message: 'two servers share an id',
  });

/** MCP_SERVERS as text → the servers, or a sentence naming what is wrong. */
export function parseMcpServers(
  text: string,
): { servers: McpServerConfig[] } | { problem: string } {
  if (!text.trim()) return { servers: [] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problem: '  MCP_SERVERS: not valid JSON' };
  }
  const parsed = McpServerListSchema.safeParse(json);
  if (parsed.success) return { servers: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    problem: `  MCP_SERVERS: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trimEnd(),
  };
}
