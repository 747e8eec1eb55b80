import { Button } from '../../../components/ui/button';
import type { McpServerView } from '../../../../shared/schemas/mcp-servers';
import { useTestMcpServer } from '../api/mcp-servers';

const TRANSPORT_NAMES = { 'streamable-http': 'Streamable HTTP', sse: 'SSE' } as const;

/** One server: where it is, how it is reached, and Test, whose outcome is announced. */
export function McpServerCard({ server }: { server: McpServerView }) {
  const test = useTestMcpServer();
  const headingId = `mcp-server-${server.id}`;
  const outcome = test.data;
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
        <dd>{TRANSPORT_NAMES[server.transport]}</dd>
        <dt className="font-medium">Timeout</dt>
        <dd>{server.timeout_ms / 1000} s per call</dd>
        <dt className="font-medium">Headers</dt>
        <dd>{server.header_names.length ? `${server.header_names.join(', ')} (set)` : 'none'}</dd>
      </dl>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        onClick={() => test.mutate(server.id)}
        disabled={test.isPending}
        aria-describedby={`${headingId}-result`}
      >
        {test.isPending ? 'Testing…' : `Test ${server.name}`}
      </Button>
      <div id={`${headingId}-result`} role="status" aria-live="polite" className="mt-2 text-sm">
        {test.isError && (
          <p className="text-red-700">The test could not be run. Please try again.</p>
        )}
        {outcome && (
          <>
            <p className={outcome.ok ? 'text-green-800' : 'text-red-700'}>{outcome.message}</p>
            {outcome.tools.length > 0 && (
              <ul aria-label={`Tools of ${server.name}`} className="mt-1 list-disc pl-5">
                {outcome.tools.map((tool) => (
                  <li key={tool.name}>
                    <span className="font-medium">{tool.name}</span>
                    {tool.description && `: ${tool.description}`}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </li>
  );
}
