import { useState } from 'react';
import type { McpServerView } from '../../../../shared/schemas/mcp-servers';
import { formatDate } from '../../../lib/format';
import { useUpdateMcpServer } from '../api/mcp-servers';
import { McpServerActions } from './mcp-server-actions';
import { McpServerForm } from './mcp-server-form';
import { toUpdateInput, TRANSPORT_LABELS } from './mcp-server-form-values';
import { McpServerTest } from './mcp-server-test';

/**
 * One server: where it is, how it is reached and where it is set, with Test. A server added
 * in the console can be changed, switched off and removed here; MCP_SERVERS's cannot.
 */
export function McpServerCard({ server }: { server: McpServerView }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateMcpServer();
  const headingId = `mcp-server-${server.id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {server.name}
        {!server.enabled && <span className="ml-2 text-sm font-normal">(switched off)</span>}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-800">
        <dt className="font-medium">Id</dt>
        <dd>{server.id}</dd>
        <dt className="font-medium">Address</dt>
        <dd className="break-all">{server.url}</dd>
        <dt className="font-medium">Transport</dt>
        <dd>{TRANSPORT_LABELS[server.transport]}</dd>
        <dt className="font-medium">Timeout</dt>
        <dd>{server.timeout_ms / 1000} s per call</dd>
        <dt className="font-medium">Headers</dt>
        <dd>{server.header_names.length ? `${server.header_names.join(', ')} (set)` : 'none'}</dd>
        <dt className="font-medium">Set in</dt>
        <dd>
          {server.source === 'config'
            ? 'Set in MCP_SERVERS (change it there and restart)'
            : `The console${server.updated_by ? `, last changed by ${server.updated_by}` : ''}${
                server.updated_at ? ` on ${formatDate(server.updated_at)}` : ''
              }`}
        </dd>
      </dl>
      <div className="mt-3 space-y-3">
        {server.source === 'console' && !editing && (
          <McpServerActions server={server} onEdit={() => setEditing(true)} />
        )}
        {editing && (
          <McpServerForm
            server={server}
            onSave={async (values) => {
              await update.mutateAsync({ id: server.id, body: toUpdateInput(values, server) });
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        )}
        <McpServerTest server={server} headingId={headingId} />
      </div>
    </li>
  );
}
