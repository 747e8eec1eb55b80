import { z } from 'zod';
import { McpToolChoiceSchema } from './mcp-tools';

/** An MCP server as the console shows it: never the values of its headers. */
export const McpServerViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  transport: z.enum(['streamable-http', 'sse']),
  /** The names of the headers sent with each request; their values stay on the server. */
  header_names: z.array(z.string()),
  timeout_ms: z.number(),
  enabled: z.boolean(),
});
export type McpServerView = z.infer<typeof McpServerViewSchema>;

export const McpServerListSchema = z.object({
  servers: z.array(McpServerViewSchema),
  /** Where the list comes from, and so where it is changed. */
  source: z.literal('MCP_SERVERS'),
});
export type McpServerList = z.infer<typeof McpServerListSchema>;

export const McpServerIdParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'A server id is letters, digits, _ and - only'),
});

/** A server's tools, listed afresh, or the sentence saying why they could not be. */
export const McpServerTestSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  tools: z.array(McpToolChoiceSchema),
});
export type McpServerTest = z.infer<typeof McpServerTestSchema>;
