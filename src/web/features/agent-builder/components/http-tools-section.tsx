import { useState } from 'react';
import { useController } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { useDeleteHttpTool } from '../api/delete-http-tool';
import { useHttpTools } from '../api/list-http-tools';
import type { AgentFormValues } from '../lib/agent-form-values';
import { withoutTool, withTool } from '../lib/tool-rules';
import { HttpEndpointForm } from './http-endpoint-form';
import { OpenApiImportForm } from './openapi-import-form';

type Adding = 'none' | 'endpoint' | 'openapi';

/**
 * The owner's HTTP tools, one checkbox each for this agent; add one (an endpoint, or chosen
 * operations of an OpenAPI document) or remove one. Results are read out in a live region.
 */
export function HttpToolsSection() {
  const tools = useHttpTools();
  const remove = useDeleteHttpTool();
  const { field } = useController<AgentFormValues, 'tools'>({ name: 'tools' });
  const selected = field.value;
  const [adding, setAdding] = useState<Adding>('none');
  const [announcement, setAnnouncement] = useState('');
  const toggle = (entry: string) =>
    field.onChange(
      selected.includes(entry) ? withoutTool(selected, entry) : withTool(selected, entry),
    );
  const added = (message: string) => {
    setAnnouncement(message);
    setAdding('none');
  };

  return (
    <section aria-labelledby="http-tools-heading" className="space-y-3">
      <h3
        id="http-tools-heading"
        className="text-sm font-semibold tracking-wide text-slate-700 uppercase"
      >
        HTTP tools
      </h3>
      <p className="text-sm text-slate-700">
        Your own API endpoints. Tick a tool to let this agent call it; your other agents can use it
        too.
      </p>
      <p role="status" aria-live="polite" className="text-sm text-slate-800">
        {announcement}
      </p>
      {tools.isError && (
        <p role="alert" className="text-sm text-red-700">
          Failed to load your HTTP tools.
        </p>
      )}
      {tools.data && tools.data.tools.length === 0 && (
        <p className="text-sm text-slate-700">You have no HTTP tools yet.</p>
      )}
      <ul className="grid gap-2 sm:grid-cols-2">
        {tools.data?.tools.map((tool) => (
          <li
            key={tool.id}
            className="flex items-start gap-2 rounded-lg border border-slate-300 bg-white p-3 text-sm"
          >
            <label className="flex flex-1 items-start gap-3 text-slate-900">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-brand-700"
                checked={selected.includes(tool.entry)}
                onChange={() => toggle(tool.entry)}
                aria-describedby={`http-tool-${tool.id}-description`}
              />
              <span className="font-medium">
                {tool.name}
                <span
                  id={`http-tool-${tool.id}-description`}
                  className="block font-normal text-slate-700"
                >
                  {tool.method} {tool.url} — {tool.description}
                </span>
              </span>
            </label>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${tool.name}`}
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(tool.id, {
                  onSuccess: () => {
                    field.onChange(withoutTool(selected, tool.entry));
                    setAnnouncement(`Removed ${tool.name}.`);
                  },
                  onError: (error) => setAnnouncement(error.message),
                })
              }
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={adding === 'endpoint'}
          onClick={() => setAdding(adding === 'endpoint' ? 'none' : 'endpoint')}
        >
          Add an endpoint
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={adding === 'openapi'}
          onClick={() => setAdding(adding === 'openapi' ? 'none' : 'openapi')}
        >
          Add from OpenAPI
        </Button>
      </div>
      {adding === 'endpoint' && <HttpEndpointForm onAdded={added} />}
      {adding === 'openapi' && <OpenApiImportForm onAdded={added} />}
    </section>
  );
}
