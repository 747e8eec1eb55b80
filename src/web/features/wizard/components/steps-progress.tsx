import { useState } from 'react';
import type { WizardDefinition, WizardSession } from '../../../../shared/schemas/wizard';
import { isAnswered } from '../lib/step-navigation';
import { StepsSidebar } from './steps-sidebar';

/**
 * The steps on a narrow screen: one line of progress above the question, opening to the list
 * of steps; on a wide screen the whole list stands beside the question.
 */
export function StepsProgress(props: {
  wizard: WizardDefinition;
  answers: WizardSession['answers'];
  currentStepId: string;
  onSelect(stepId: string): void;
}) {
  const { wizard, answers, currentStepId } = props;
  const [open, setOpen] = useState(false);
  const index = wizard.steps.findIndex((step) => step.id === currentStepId);
  const answered = wizard.steps.filter((step) => isAnswered(answers, step.id)).length;
  return (
    <>
      <details
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
        className="rounded-xl border border-slate-200 bg-white lg:hidden"
      >
        <summary className="cursor-pointer px-4 py-3 text-sm text-slate-700">
          <span className="font-medium text-slate-900">
            Step {index + 1} of {wizard.steps.length}
          </span>{' '}
          · {answered} answered · All steps
        </summary>
        <div className="px-2 pb-2">
          <StepsSidebar
            {...props}
            onSelect={(stepId) => {
              setOpen(false);
              props.onSelect(stepId);
            }}
          />
        </div>
      </details>
      <div className="hidden lg:block">
        <StepsSidebar {...props} />
      </div>
    </>
  );
}
