import type { JSONValue } from '@ai-sdk/provider';
import type { McpServerConfig } from '../../config-mcp';
import { ToolError } from '../tools';
import { withMcpSession, type McpNetwork } from './mcp-session';

/** What the model reads back at most from one call. */
const MAX_RESULT_CHARS = 20_000;

interface ContentPart {
  type: string;
  text?: string;
}

/**
 * Calls one tool on the server and gives the model its text (and structured data when the
 * tool sends some). A tool that reports an error fails the call with the tool's own words.
 */
export async function callMcpTool(options: {
  server: McpServerConfig;
  network: McpNetwork;
  toolName: string;
  input: unknown;
  signal: AbortSignal;
}): Promise<JSONValue> {
  const { server, toolName } = options;
  const args = isRecord(options.input) ? options.input : {};
  return withMcpSession(server, options.network, options.signal, async (client, signal) => {
    const result = await client.callTool({ name: toolName, arguments: args }, undefined, {
      signal,
      timeout: server.timeoutMs,
    });
    const parts = Array.isArray(result.content) ? (result.content as ContentPart[]) : [];
    const text = parts
      .map((part) => (part.type === 'text' ? (part.text ?? '') : `[${part.type}]`))
      .join('\n')
      .slice(0, MAX_RESULT_CHARS);
    if (result.isError) {
      const reason = text.trim().slice(0, 300) || 'it gave no reason';
      throw new ToolError('mcp_tool_failed', `${server.name} could not do that: ${reason}`);
    }
    const data = result.structuredContent;
    return data && isRecord(data) ? { text, data: data as JSONValue } : text;
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
