import type { WizardAnswerValue, WizardStep } from '../../../../shared/schemas/wizard';
import { answerChecks, hiresVsRunway } from './answer-checks';
import { aboutAnotherOption, choicesOf } from './chosen-options';
import { aboutOtherCircumstances, circumstancesOf } from './circumstance-fit';
import { fitsCurrency, planCurrency } from './currency-fit';
import { fundingKind } from './funding-intent';
import { hireTimings } from './hire-timing';
import { founderCount } from './people-count';
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
  const { funding, hires, location, founders } = byRole;
  const they = circumstancesOf(location?.text, founders && founderCount(founders.value));
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
    // Not about an option they passed over or a situation not theirs, no other currency.
    fits: (sentence) => {
      let fit = fits.get(sentence);
      if (fit === undefined) {
        fit =
          !aboutAnotherOption(sentence, choices) &&
          !aboutOtherCircumstances(sentence, they) &&
          fitsCurrency(sentence, currency);
        fits.set(sentence, fit);
      }
      return fit;
    },
  };
}
