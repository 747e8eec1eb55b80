import type { Agent } from '../../../../shared/schemas/agent';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { RequestError } from '../../../components/request-error';
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
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete agent"
      description={`Delete ${agent.name}? Its settings and knowledge are removed for good.`}
    >
      {remove.isError ? (
        <RequestError
          error={remove.error}
          fallback="Failed to delete agent. Please try again."
          className="mb-3 text-sm text-red-700"
        />
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate(agent.id, { onSuccess: onDeleted })}
        >
          {remove.isPending ? 'Deleting…' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  );
}
