import type { WizardDefinition, WizardSession } from '../../../../shared/schemas/wizard';
import { wizardAnswerText } from '../../../../shared/wizard-answer-text';
import { questionInCurrency } from '../../../../shared/wizard-currency';
import { Button } from '../../../components/ui/button';
import { unansweredSteps } from '../lib/step-navigation';

/** Spec 02 §2's review: every answer with Edit, Back to Steps, and Generate once all are in. */
export function WizardReview({
  wizard,
  run,
  onEdit,
  onBack,
  onGenerate,
}: {
  wizard: WizardDefinition;
  run: WizardSession;
  onEdit(stepId: string): void;
  onBack(): void;
  onGenerate(): void;
}) {
  const missing = unansweredSteps(wizard, run.answers);
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-slate-900">Review your answers</h1>
      <dl className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {wizard.steps.map((step) => {
          const value = run.answers[step.id];
          return (
            <div key={step.id} className="p-4">
              <dt className="font-medium text-slate-900">{step.name}</dt>
              {/* The button sits in the dd: a dl's groups may hold only dt and dd. */}
              <dd className="flex flex-wrap items-start justify-between gap-3">
                <span className={value === undefined ? 'text-slate-500 italic' : 'text-slate-700'}>
                  {value === undefined
                    ? 'No answer provided'
                    : wizardAnswerText(questionInCurrency(step.question, run.currency), value)}
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Edit ${step.name}`}
                  onClick={() => onEdit(step.id)}
                >
                  Edit
                </Button>
              </dd>
            </div>
          );
        })}
      </dl>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={onBack}>
          Back to Steps
        </Button>
        <Button
          onClick={onGenerate}
          disabled={missing.length > 0}
          aria-describedby={missing.length > 0 ? 'plan-waits' : undefined}
        >
          Generate My Business Plan
        </Button>
        {missing.length > 0 ? (
          <p id="plan-waits" className="text-sm text-slate-600">
            Answer every step first. Still open: {missing.map((step) => step.name).join(', ')}.
          </p>
        ) : null}
      </div>
    </div>
  );
}
