import { useState } from 'react';
import type { Agent } from '../../../../shared/schemas/agent';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useDeleteAgent } from '../api/delete-agent';

/** Asks before deleting; deletion happens on the server, then the card goes. */
export default function DeleteAgentDialog({
  agent,
  onClose,
  onDeleted,
}: {
  agent: Agent;
  onClose(): void;
  onDeleted(): void;
}) {
  const remove = useDeleteAgent();
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete agent"
      description={`Delete ${agent.name}? Its settings and knowledge are removed for good.`}
    >
      {failed ? (
        <p role="alert" className="mb-3 text-sm text-red-700">
          Failed to delete agent: {failed}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="danger"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(agent.id, {
              onSuccess: onDeleted,
              onError: (error) => setFailed(error.message),
            })
          }
        >
          {remove.isPending ? 'Deleting…' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  );
}
