import { StatusMessage } from '../../../components/ui/status-message';
import { useMcpServers } from '../api/mcp-servers';
import { ConsoleSection } from '../console-section';
import { McpServerCard } from './mcp-server-card';

/** /admin/mcp: the MCP servers whose tools agents' owners may switch on, each with Test. */
export default function McpServersPage() {
  const servers = useMcpServers();
  return (
    <ConsoleSection
      title="MCP servers"
      intro="Servers whose tools agents may call. Owners tick the tools each agent may use in its Tools tab."
    >
      {servers.isPending ? (
        <StatusMessage>Loading the MCP servers…</StatusMessage>
      ) : servers.isError ? (
        <StatusMessage tone="error">
          The MCP servers could not be read. Please reload the page.
        </StatusMessage>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            They are listed in the server&apos;s <code>MCP_SERVERS</code> setting; change it and
            restart to add, change or remove one (see the README, &quot;MCP servers&quot;).
          </p>
          {servers.data.servers.length === 0 ? (
            <p className="text-sm text-slate-800">No MCP server is listed yet.</p>
          ) : (
            <ul aria-label="MCP servers" className="space-y-3">
              {servers.data.servers.map((server) => (
                <McpServerCard key={server.id} server={server} />
              ))}
            </ul>
          )}
        </>
      )}
    </ConsoleSection>
  );
}
