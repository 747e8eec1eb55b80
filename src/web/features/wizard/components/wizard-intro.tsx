import type { WizardDefinition } from '../../../../shared/schemas/wizard';
import { Button } from '../../../components/ui/button';
import { RequestError } from '../../../components/request-error';
import { useStartRun } from '../api/wizard-runs';
import { PastRuns } from './past-runs';

/** Spec 02 §2: the wizard's intro with Start Wizard; continuing and past runs beside it. */
export function WizardIntro({
  wizard,
  signedIn,
  savedRunId,
  onOpenRun,
}: {
  wizard: WizardDefinition;
  signedIn: boolean;
  /** An unfinished run of this tab, offered to continue. */
  savedRunId: string | null;
  onOpenRun(runId: string): void;
}) {
  const start = useStartRun(wizard.id);
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{wizard.title}</h1>
      <p className="mt-2 text-lg text-slate-700">{wizard.desc}</p>
      <p className="mt-4 leading-relaxed text-slate-700">{wizard.intro}</p>
      <p className="mt-2 text-sm text-slate-600">
        {wizard.steps.length} steps: {wizard.steps.map((step) => step.name).join(', ')}.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button
          disabled={start.isPending}
          onClick={() => start.mutate(undefined, { onSuccess: (run) => onOpenRun(run.id) })}
        >
          {start.isPending ? 'Starting…' : 'Start Wizard'}
        </Button>
        {savedRunId ? (
          <Button variant="secondary" onClick={() => onOpenRun(savedRunId)}>
            Continue where you left off
          </Button>
        ) : null}
      </div>
      {start.isError ? (
        <div className="mt-4">
          <RequestError error={start.error} fallback="The wizard could not start. Try again." />
        </div>
      ) : null}
      {signedIn ? (
        <PastRuns onOpenRun={onOpenRun} />
      ) : (
        <p className="mt-8 text-sm text-slate-600">
          Without an account your answers are kept in this tab. Sign in to keep your plans and come
          back to them from any device.
        </p>
      )}
    </div>
  );
}
