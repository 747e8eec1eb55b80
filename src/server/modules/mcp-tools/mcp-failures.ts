import { ToolError } from '../tools';
import type { McpDeadline } from './mcp-deadline';

/**
 * Turns whatever an MCP exchange threw into a sentence the coach (or the operator) can read:
 * the server's name and what went wrong, never a stack trace or the server's address.
 */
export function mcpFailure(
  error: unknown,
  context: { serverName: string; deadline: McpDeadline; networkError?: ToolError },
): ToolError {
  const { serverName, deadline, networkError } = context;
  if (error instanceof ToolError && error.code.startsWith('mcp_')) return error;
  if (deadline.timedOut) {
    return new ToolError('mcp_timeout', `${serverName} took too long to answer.`);
  }
  if (deadline.signal.aborted) return new ToolError('cancelled', 'The request was cancelled.');
  // What our fetch refused is the truest account; the SDK may have wrapped it in its own words.
  const network = networkError ?? (error instanceof ToolError ? error : undefined);
  if (network?.code === 'blocked_address') {
    return new ToolError(
      'mcp_blocked_address',
      `${serverName} is on a private network address, which this server may not reach.`,
    );
  }
  if (network?.code === 'dns_failed') {
    return new ToolError('mcp_unreachable', `${serverName}'s address could not be found.`);
  }
  const status = httpStatusOf(error);
  if (status === 401 || status === 403) {
    return new ToolError('mcp_refused', `${serverName} refused this server's credentials.`);
  }
  if (status !== undefined) {
    return new ToolError(
      'mcp_bad_answer',
      `${serverName} answered with an error (HTTP ${status}).`,
    );
  }
  return new ToolError('mcp_unreachable', `${serverName} could not be reached.`);
}

/** The SDK's transport errors carry the HTTP status as `code` or in their message. */
function httpStatusOf(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === 'number' && code >= 400 && code < 600) return code;
  const match = /HTTP (\d{3})|\(HTTP (\d{3})\)|status(?: code)? (\d{3})/i.exec(String(error));
  const text = match?.[1] ?? match?.[2] ?? match?.[3];
  return text ? Number(text) : undefined;
}
