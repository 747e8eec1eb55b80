import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { useAddMcpServer, useMcpServers } from '../api/mcp-servers';
import { ConsoleSection } from '../console-section';
import { McpServerCard } from './mcp-server-card';
import { McpServerForm } from './mcp-server-form';
import { toCreateInput } from './mcp-server-form-values';

/** /admin/mcp: the MCP servers whose tools agents' owners may switch on; add one here. */
export default function McpServersPage() {
  const servers = useMcpServers();
  const add = useAddMcpServer();
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState('');
  return (
    <ConsoleSection
      title="MCP servers"
      intro="Servers whose tools agents may call. Owners tick the tools each agent may use in its Tools tab."
    >
      <p className="text-sm text-slate-700">
        Add a server here, or list it in the server&apos;s <code>MCP_SERVERS</code> setting and
        restart (see the README, &quot;MCP servers&quot;); those are shown but changed there.
      </p>
      {adding ? (
        <McpServerForm
          onSave={async (values) => {
            const saved = await add.mutateAsync(toCreateInput(values));
            setAdding(false);
            setNotice(`${saved.name} was added. Test it to see its tools.`);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button
          onClick={() => {
            setNotice('');
            setAdding(true);
          }}
        >
          <Plus aria-hidden className="size-4" />
          Add server
        </Button>
      )}
      <p role="status" className="text-sm text-slate-800">
        {notice}
      </p>
      {servers.isPending ? (
        <StatusMessage>Loading the MCP servers…</StatusMessage>
      ) : servers.isError ? (
        <StatusMessage tone="error">
          The MCP servers could not be read. Please reload the page.
        </StatusMessage>
      ) : servers.data.servers.length === 0 ? (
        <p className="text-sm text-slate-800">No MCP server is listed yet.</p>
      ) : (
        <ul aria-label="MCP servers" className="space-y-3">
          {servers.data.servers.map((server) => (
            <McpServerCard key={server.id} server={server} />
          ))}
        </ul>
      )}
    </ConsoleSection>
  );
}
