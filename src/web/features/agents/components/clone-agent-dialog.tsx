import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CloneAgentSchema, type Agent } from '../../../../shared/schemas/agent';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { RequestError } from '../../../components/request-error';
import { setServerFieldErrors } from '../../../lib/field-errors';
import { useCloneAgent } from '../api/clone-agent';

/** The name of the copy, checked with the API's own rule and message. */
const CloneNameSchema = CloneAgentSchema.pick({ clone_agent_name: true });
type CloneName = { clone_agent_name: string };

/** Names the copy (prefilled '{name} (Copy)') and clones; the copy lands first in the list. */
export default function CloneAgentDialog({
  agent,
  onClose,
  onCloned,
}: {
  agent: Agent;
  onClose(): void;
  onCloned(copy: Agent): void;
}) {
  const form = useForm<CloneName, unknown, CloneName>({
    defaultValues: { clone_agent_name: `${agent.name} (Copy)` },
    resolver: zodResolver(CloneNameSchema),
    reValidateMode: 'onSubmit',
  });
  const clone = useCloneAgent();

  const submit = form.handleSubmit(({ clone_agent_name }) => {
    if (clone.isPending) return;
    clone.mutate(
      { id: agent.id, clone_agent_name },
      {
        onSuccess: onCloned,
        onError: (error) => setServerFieldErrors(error, ['clone_agent_name'], form.setError),
      },
    );
  });

  const problem = form.formState.errors.clone_agent_name?.message;
  // A refusal of the copy as a whole (a plan's agent limit): the server's sentence.
  const refused = clone.isError && !problem;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Clone agent"
      description={`Make your own editable copy of ${agent.name}.`}
    >
      <form onSubmit={submit} noValidate className="space-y-3">
        <label htmlFor="clone-name" className="block text-sm font-medium text-slate-800">
          Name of the copy
        </label>
        <input
          id="clone-name"
          {...form.register('clone_agent_name')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'clone-problem' : undefined}
          className="h-11 w-full rounded-lg border border-slate-400 px-3"
        />
        {problem ? (
          <p id="clone-problem" role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}
        {refused ? (
          <RequestError error={clone.error} fallback="Failed to clone agent. Please try again." />
        ) : null}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={clone.isPending}>
            {clone.isPending ? 'Cloning…' : 'Clone'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
