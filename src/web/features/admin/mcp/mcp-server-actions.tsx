import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { McpServerView } from '../../../../shared/schemas/mcp-servers';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { RequestError } from '../../../components/request-error';
import { Switch } from '../../../components/ui/switch';
import { useRemoveMcpServer, useSwitchMcpServer } from '../api/mcp-servers';

/** A console server's controls: offered to agents or not, Change, and Remove (confirmed). */
export function McpServerActions({ server, onEdit }: { server: McpServerView; onEdit(): void }) {
  const switching = useSwitchMcpServer();
  const remove = useRemoveMcpServer();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="space-y-2">
      <Switch
        id={`mcp-server-${server.id}-enabled`}
        label={`Offer the tools of ${server.name} to agents`}
        checked={server.enabled}
        disabled={switching.isPending}
        onCheckedChange={(enabled) => switching.mutate({ id: server.id, enabled })}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit}>
          <Pencil aria-hidden className="size-4" />
          Change {server.name}
        </Button>
        <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden className="size-4" />
          Remove {server.name}
        </Button>
      </div>
      {switching.isError && (
        <RequestError error={switching.error} fallback="The server could not be switched." />
      )}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${server.name}?`}
        description="Agents stop being offered its tools at once; they go on answering without them. This cannot be undone."
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate(server.id, { onSuccess: () => setConfirming(false) })}
          >
            {remove.isPending ? 'Removing…' : 'Remove'}
          </Button>
        </div>
        {remove.isError && (
          <RequestError
            className="mt-3 text-sm text-red-700"
            error={remove.error}
            fallback="The server could not be removed."
          />
        )}
      </Dialog>
    </div>
  );
}
