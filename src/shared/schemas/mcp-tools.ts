import { z } from 'zod';

/** One tool of an MCP server, as an agent's owner chooses it in the Tools tab. */
export const McpToolChoiceSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** What the agent's `tools` list holds when this tool is on: 'mcp:<server id>/<tool name>'. */
  entry: z.string(),
});

/** An MCP server the operator lists, with its tools or the sentence saying why there are none. */
export const McpToolServerSchema = z.object({
  id: z.string(),
  name: z.string(),
  available: z.boolean(),
  /** Why the tools could not be listed right now; null when they were. */
  problem: z.string().nullable(),
  tools: z.array(McpToolChoiceSchema),
});
export type McpToolServer = z.infer<typeof McpToolServerSchema>;

export const McpToolListSchema = z.object({ servers: z.array(McpToolServerSchema) });
export type McpToolList = z.infer<typeof McpToolListSchema>;
