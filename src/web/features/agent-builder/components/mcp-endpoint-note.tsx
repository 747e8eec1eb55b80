import { usePublicConfig } from '../api/get-public-config';

/** Where MCP clients (Claude Desktop, Cursor) reach this agent with one of its keys. */
export function McpEndpointNote({ agentId }: { agentId: string }) {
  const config = usePublicConfig();
  if (!config.data) return null;
  const endpoint = `${config.data.public_url.replace(/\/$/, '')}/api/agents/${agentId}/mcp`;
  return (
    <p className="mt-1 text-sm text-slate-700">
      MCP clients such as Claude Desktop and Cursor ask this agent at{' '}
      <code className="break-all font-mono text-xs text-slate-900">{endpoint}</code> with a live or
      test key.
    </p>
  );
}
