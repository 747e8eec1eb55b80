import type { WizardAnswerValue, WizardStep } from '../../../../shared/schemas/wizard';
import { answerChecks, hiresVsRunway } from './answer-checks';
import { aboutAnotherOption, choicesOf } from './chosen-options';
import { fitsCurrency, planCurrency } from './currency-fit';
import { fundingKind } from './funding-intent';
import { hireTimings } from './hire-timing';
import { readRunway } from './money-section';
import type { Urgency } from './next-steps';
import { answersByRole } from './step-roles';

/** What the plan makes of the answers as a whole, before it writes a word of knowledge. */
export interface PlanReading {
  /** Answers that contradict each other, one sentence each. */
  checks: string[];
  urgency: Urgency;
  /** Whether a knowledge sentence belongs in this founder's plan. */
  fits(sentence: string): boolean;
}

export function readPlanAnswers(
  steps: WizardStep[],
  answers: Record<string, WizardAnswerValue>,
): PlanReading {
  const byRole = answersByRole(steps, answers);
  const runway = readRunway(steps, answers);
  const checks = answerChecks({ byRole, runway });
  // The hire that outruns the money has its own next step; the rest are to be settled.
  const contradictions = checks.length - hiresVsRunway({ byRole, runway }).length;
  const { funding, hires } = byRole;
  const choices = choicesOf(steps, answers);
  const currency = planCurrency(steps);
  const fits = new Map<string, boolean>();
  return {
    checks,
    urgency: {
      runway,
      funding: funding && fundingKind(funding.step.question, funding.value),
      hire: hires && hireTimings(hires.text)[0],
      checks: contradictions,
    },
    // Not about an option they passed over, and no amounts in another currency.
    fits: (sentence) => {
      let fit = fits.get(sentence);
      if (fit === undefined) {
        fit = !aboutAnotherOption(sentence, choices) && fitsCurrency(sentence, currency);
        fits.set(sentence, fit);
      }
      return fit;
    },
  };
}
