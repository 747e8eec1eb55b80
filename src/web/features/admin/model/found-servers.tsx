import { Search } from 'lucide-react';
import type { FoundServer } from '../../../../shared/schemas/admin-settings';
import { Button } from '../../../components/ui/button';
import { RequestError } from '../../../components/request-error';
import { formatDate } from '../../../lib/format';
import { useFoundServers, useScanModelServers } from '../api/model-servers';

/**
 * The model servers running on this machine (Ollama, LM Studio, llama.cpp, vLLM), each with
 * "Use", which fills the form; nothing changes until the operator saves.
 */
export function FoundServers({ onUse }: { onUse(server: FoundServer): void }) {
  const found = useFoundServers();
  const scan = useScanModelServers();
  const servers = found.data?.servers ?? [];
  return (
    <section
      aria-labelledby="found-servers-heading"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="found-servers-heading" className="font-semibold text-slate-900">
          Model servers on this machine
        </h3>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => scan.mutate()}
          disabled={scan.isPending}
        >
          <Search aria-hidden className="size-4" />
          {scan.isPending ? 'Looking…' : 'Look again'}
        </Button>
      </div>
      <div role="status" className="mt-2 text-sm text-slate-700">
        {found.isPending
          ? 'Looking for model servers…'
          : servers.length === 0 && !found.isError
            ? 'None found (Ollama, LM Studio, llama.cpp and vLLM are looked for on their usual ports).'
            : null}
      </div>
      {(found.isError || scan.isError) && (
        <RequestError
          error={scan.error ?? found.error}
          fallback="Could not look for model servers."
        />
      )}
      {servers.length > 0 && (
        <ul className="mt-2 space-y-2">
          {servers.map((server) => (
            <li
              key={server.base_url}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 p-3"
            >
              <div className="min-w-0 text-sm">
                <p className="font-medium text-slate-900">{server.label}</p>
                <p className="break-all text-slate-700">{server.base_url}</p>
                <p className="text-slate-600">
                  {server.models.length === 0
                    ? 'No models listed'
                    : `Models: ${server.models.join(', ')}`}
                </p>
              </div>
              <Button
                size="sm"
                aria-label={`Use ${server.label} at ${server.base_url}`}
                onClick={() => onUse(server)}
              >
                Use
              </Button>
            </li>
          ))}
        </ul>
      )}
      {found.data?.checked_at && (
        <p className="mt-2 text-xs text-slate-600">
          Last looked: {formatDate(found.data.checked_at)}
        </p>
      )}
    </section>
  );
}
