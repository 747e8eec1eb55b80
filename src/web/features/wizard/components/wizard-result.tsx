import { useEffect } from 'react';
import { Link } from 'react-router';
import type { WizardDefinition, WizardSession } from '../../../../shared/schemas/wizard';
import { Button } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { isPlanLimit } from '../../../lib/error-sentence';
import { PlanActions } from './plan-actions';
import { PlanMarkdown } from './plan-markdown';
import { PLAN_ERROR, usePlanWriter } from './use-plan-writer';

/** Spec 02 §2's result: the plan as it is written, then kept, with Back to Summary and Start New. */
export function WizardResult({
  wizard,
  run,
  writeOnOpen,
  onBack,
  onStartNew,
}: {
  wizard: WizardDefinition;
  run: WizardSession;
  /** Opened by Generate: write a plan now. Otherwise the stored plan is shown. */
  writeOnOpen: boolean;
  onBack(): void;
  onStartNew(): void;
}) {
  const { writing, write } = usePlanWriter(run.id);
  useEffect(() => {
    if (writeOnOpen || !run.plan) void write();
    // Once per opening of the screen; Regenerate writes again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const busy = writing.status === 'writing';
  const markdown = busy ? writing.text : (run.plan?.markdown ?? '');
  const changed = wizard.steps.filter((step) => run.plan?.stale_steps.includes(step.id));
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-slate-900">Your business plan</h1>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onBack}>
          Back to Summary
        </Button>
        <Button variant="secondary" onClick={onStartNew}>
          Start New Wizard
        </Button>
        <Button variant="ghost" disabled={busy} onClick={() => void write()}>
          Regenerate
        </Button>
      </div>
      {writing.status === 'failed' ? (
        <div className="mt-4">
          <StatusMessage tone="error">
            <p>{PLAN_ERROR}</p>
            {writing.reason ? (
              <p className="mt-1 text-sm">
                {writing.reason}{' '}
                {isPlanLimit(writing.error) ? (
                  <Link to="/billing" className="font-medium underline">
                    See plans in Billing
                  </Link>
                ) : null}
              </p>
            ) : null}
            <Button className="mt-3" onClick={() => void write()}>
              Try again
            </Button>
          </StatusMessage>
        </div>
      ) : null}
      {!busy && changed.length > 0 ? (
        <p role="status" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          You changed {changed.map((step) => step.name).join(', ')} after this plan was written.
          Regenerate it to include the new answers.
        </p>
      ) : null}
      {!busy && run.plan ? (
        <div className="mt-4">
          <PlanActions runId={run.id} markdown={run.plan.markdown} />
        </div>
      ) : null}
      <article
        aria-live="polite"
        aria-busy={busy}
        aria-label="Business plan"
        className="mt-4 rounded-xl border border-slate-200 bg-white p-6"
      >
        {busy && !markdown ? <p className="text-slate-600">Writing your plan…</p> : null}
        <PlanMarkdown markdown={markdown} />
      </article>
    </div>
  );
}
