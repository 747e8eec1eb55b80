import type { WizardDefinition, WizardSession } from '../../../../shared/schemas/wizard';
import { Button } from '../../../components/ui/button';
import { StepQuestion } from './step-question';
import { StepsSidebar } from './steps-sidebar';
import { WizardChat } from './wizard-chat';

/** Spec 02 §2's main screen: the steps, the open question, the chat, and Review once answered. */
export function WizardSteps({
  wizard,
  run,
  stepId,
  coachName,
  onSelectStep,
  onAnswered,
  onReview,
}: {
  wizard: WizardDefinition;
  run: WizardSession;
  stepId: string;
  coachName: string;
  onSelectStep(stepId: string): void;
  onAnswered(stepId: string): void;
  onReview(): void;
}) {
  const index = wizard.steps.findIndex((step) => step.id === stepId);
  const step = wizard.steps[index]!;
  const anyAnswer = Object.keys(run.answers).length > 0;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{wizard.title}</h1>
        {anyAnswer ? (
          <Button variant="secondary" onClick={onReview}>
            Review
          </Button>
        ) : null}
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[14rem_1fr_1fr]">
        <StepsSidebar
          wizard={wizard}
          answers={run.answers}
          currentStepId={stepId}
          onSelect={onSelectStep}
        />
        <div className="rounded-xl border border-slate-200 bg-white p-5">
          {/* Keyed by step: each step starts from its own saved answer. */}
          <StepQuestion
            key={step.id}
            run={run}
            step={step}
            position={`Step ${index + 1} of ${wizard.steps.length}`}
            onAnswered={() => onAnswered(step.id)}
          />
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-5">
          <WizardChat run={run} stepId={step.id} coachName={coachName} />
        </div>
      </div>
    </div>
  );
}
