import { Button } from '../../../components/ui/button';
import type { McpServerView } from '../../../../shared/schemas/mcp-servers';
import { useTestMcpServer } from '../api/mcp-servers';

/** Test: the server's tools listed afresh, or why they cannot be, announced as they come. */
export function McpServerTest({ server, headingId }: { server: McpServerView; headingId: string }) {
  const test = useTestMcpServer();
  const outcome = test.data;
  return (
    <div>
      <Button
        variant="secondary"
        size="sm"
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
    </div>
  );
}
