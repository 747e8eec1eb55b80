import clsx from 'clsx';
import { Check } from 'lucide-react';
import type { WizardDefinition, WizardSession } from '../../../../shared/schemas/wizard';
import { isAnswered } from '../lib/step-navigation';

/** Spec 02 §2: the steps, the current one highlighted, answered ones marked done; any is a click away. */
export function StepsSidebar({
  wizard,
  answers,
  currentStepId,
  onSelect,
}: {
  wizard: WizardDefinition;
  answers: WizardSession['answers'];
  currentStepId: string;
  onSelect(stepId: string): void;
}) {
  return (
    <nav aria-label="Wizard steps">
      <ol className="space-y-1">
        {wizard.steps.map((step, index) => {
          const current = step.id === currentStepId;
          const done = isAnswered(answers, step.id);
          return (
            <li key={step.id}>
              <button
                type="button"
                aria-current={current ? 'step' : undefined}
                onClick={() => onSelect(step.id)}
                className={clsx(
                  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-brand-700',
                  current
                    ? 'bg-brand-50 font-semibold text-brand-800'
                    : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                <span
                  aria-hidden
                  className={clsx(
                    'flex size-6 shrink-0 items-center justify-center rounded-full text-xs',
                    done ? 'bg-green-700 text-white' : 'border border-slate-400 text-slate-600',
                  )}
                >
                  {done ? <Check className="size-4" /> : index + 1}
                </span>
                <span>
                  {step.name}
                  <span className="sr-only">{done ? ' (answered)' : ' (not answered yet)'}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
