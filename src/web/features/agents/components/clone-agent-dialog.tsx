import { useState, type FormEvent } from 'react';
import type { Agent } from '../../../../shared/schemas/agent';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useCloneAgent } from '../api/clone-agent';

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
  const [name, setName] = useState(`${agent.name} (Copy)`);
  const [problem, setProblem] = useState<string | null>(null);
  const clone = useCloneAgent();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setProblem('Please enter a name for the cloned agent');
      return;
    }
    setProblem(null);
    clone.mutate(
      { id: agent.id, clone_agent_name: trimmed },
      {
        onSuccess: onCloned,
        onError: () => setProblem('Failed to clone agent. Please try again.'),
      },
    );
  }

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
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'clone-problem' : undefined}
          className="h-11 w-full rounded-lg border border-slate-400 px-3"
        />
        {problem ? (
          <p id="clone-problem" role="alert" className="text-sm text-red-700">
            {problem}
          </p>
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
