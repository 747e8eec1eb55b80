import type { WizardDefinition, WizardSession } from '../../../../shared/schemas/wizard';
import { answerMessageText } from '../../../../shared/wizard-answer-text';
import { questionInCurrency } from '../../../../shared/wizard-currency';
import { Button } from '../../../components/ui/button';
import { StepQuestion } from './step-question';
import { StepsProgress } from './steps-progress';
import type { WizardChatState } from './use-wizard-chat';
import { WizardChat } from './wizard-chat';

/**
 * Spec 02 §2's main screen: the steps, the open question, the chat, and Review once answered.
 * A saved answer is handed to the advisor, who reacts to it in the chat (spec 02 §4).
 */
export function WizardSteps({
  wizard,
  run,
  stepId,
  coachName,
  chat,
  onSelectStep,
  onAnswered,
  onReview,
}: {
  wizard: WizardDefinition;
  run: WizardSession;
  stepId: string;
  coachName: string;
  chat: WizardChatState;
  onSelectStep(stepId: string): void;
  onAnswered(stepId: string): void;
  onReview(): void;
}) {
  const index = wizard.steps.findIndex((step) => step.id === stepId);
  const step = wizard.steps[index]!;
  const anyAnswer = Object.keys(run.answers).length > 0;
  const react = (saved: WizardSession) => {
    const value = saved.answers[step.id];
    if (value === undefined) return;
    const worded = { ...step, question: questionInCurrency(step.question, saved.currency) };
    void chat.react(step.id, answerMessageText(worded, value));
  };
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
        <StepsProgress
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
            onSaved={react}
            onAnswered={() => onAnswered(step.id)}
          />
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-5">
          <WizardChat chat={chat} stepId={step.id} coachName={coachName} />
        </div>
      </div>
    </div>
  );
}
