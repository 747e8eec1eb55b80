import { useState } from 'react';
import type { WizardSessionSummary } from '../../../../shared/schemas/wizard';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { StatusMessage } from '../../../components/ui/status-message';
import { RequestError } from '../../../components/request-error';
import { errorSentence } from '../../../lib/error-sentence';
import { formatDate } from '../../../lib/format';
import { useDeleteRun, usePastRuns } from '../api/wizard-runs';

function PastRun({
  run,
  onOpen,
  onDelete,
}: {
  run: WizardSessionSummary;
  onOpen(): void;
  onDelete(): void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div>
        <p className="font-medium text-slate-900">
          {run.title}, started {formatDate(run.created_at)}
        </p>
        <p className="text-sm text-slate-600">
          {run.answered} of {run.steps_count} steps answered · last changed{' '}
          {formatDate(run.updated_at)}
          {run.has_plan ? ' · Plan ready' : ''}
        </p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" onClick={onOpen}>
          {run.has_plan ? 'Open' : 'Resume'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete}>
          Delete
        </Button>
      </div>
    </li>
  );
}

/** The signed-in founder's earlier runs: open one again, or delete it after confirming. */
export function PastRuns({ onOpenRun }: { onOpenRun(runId: string): void }) {
  const runs = usePastRuns(true);
  const remove = useDeleteRun();
  const [doomed, setDoomed] = useState<WizardSessionSummary | null>(null);
  return (
    <section aria-labelledby="past-runs" className="mt-10">
      <h2 id="past-runs" className="text-lg font-semibold text-slate-900">
        Your past plans
      </h2>
      <div className="mt-3">
        {runs.isPending ? (
          <StatusMessage>Loading your past plans…</StatusMessage>
        ) : runs.isError ? (
          <StatusMessage tone="error">
            {errorSentence(runs.error, 'Your past plans could not be loaded just now.')}
          </StatusMessage>
        ) : runs.data.sessions.length === 0 ? (
          <p className="text-sm text-slate-600">No runs yet: your plans will be listed here.</p>
        ) : (
          <ul className="space-y-3">
            {runs.data.sessions.map((run) => (
              <PastRun
                key={run.id}
                run={run}
                onOpen={() => onOpenRun(run.id)}
                onDelete={() => setDoomed(run)}
              />
            ))}
          </ul>
        )}
      </div>
      <Dialog
        open={doomed !== null}
        onOpenChange={(open) => !open && setDoomed(null)}
        title="Delete this run?"
        description="Its answers, its chat with the advisor and its plan are deleted for good."
      >
        {remove.isError ? (
          <RequestError error={remove.error} fallback="The run could not be deleted. Try again." />
        ) : null}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setDoomed(null)}>
            Keep it
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => doomed && remove.mutate(doomed.id, { onSuccess: () => setDoomed(null) })}
          >
            Delete run
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
