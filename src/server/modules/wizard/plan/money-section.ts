import type { WizardAnswerValue, WizardStep } from '../../../../shared/schemas/wizard';
import { isMoneyUnit } from '../../../../shared/wizard-currency';
import { wizardAnswerText } from '../../../../shared/wizard-answer-text';
import { runCalculator } from '../../chat';

/** An amount the founder gave, as they would read it ("€30,000", "$4,000 a month"). */
export interface Amount {
  step: WizardStep;
  value: number;
  text: string;
}

/** Their money left over their monthly spending: the sum, the spend and the months. */
export interface Runway {
  sum: Amount;
  monthly: Amount;
  /** Infinity when nothing is spent. */
  months: number;
  /** The months as the founder calculators say them, exactly ("2.9 months"). */
  said: string;
}

/** Under this many months, money comes before everything else in the plan. */
export const SHORT_RUNWAY_MONTHS = 6;

/** Months as the plan says them: one decimal, ".0" dropped ("2.9 months", "10 months"). */
export const monthsText = (n: number) => {
  const text = n.toLocaleString('en-US', { maximumFractionDigits: 1 });
  return `${text} ${text === '1' ? 'month' : 'months'}`;
};

/** An amount in the currency of a step's unit ("€1,666 a month"). */
export const amountIn = (amount: Amount, value: number) =>
  wizardAnswerText(amount.step.question, value);

export function moneyAmounts(
  steps: WizardStep[],
  answers: Record<string, WizardAnswerValue>,
): Amount[] {
  return steps.flatMap((step) => {
    const value = answers[step.id];
    if (typeof value !== 'number' || !isMoneyUnit(step.question.unit)) return [];
    return [{ step, value, text: wizardAnswerText(step.question, value) }];
  });
}

/** The runway in the founder calculators' words (decimal arithmetic, their rounding). */
function runwaySaid(cash: number, monthlyNetBurn: number, months: number): string {
  const run = runCalculator('runway', { cash, monthlyNetBurn });
  const said = run.ok ? run.calculation.result.runway : undefined;
  return said && /months?$/.test(said) ? said : monthsText(months);
}

/** Every runway the amounts allow: a sum in a currency over a monthly spend in the same one. */
export function runwaysOf(amounts: Amount[]): Runway[] {
  return amounts
    .filter((a) => a.step.question.unit?.endsWith('/month'))
    .flatMap((monthly) => {
      const currency = monthly.step.question.unit!.split('/')[0];
      const sum = amounts.find((a) => a.step.question.unit === currency);
      if (!sum) return [];
      const months = monthly.value === 0 ? Infinity : sum.value / monthly.value;
      return [{ sum, monthly, months, said: runwaySaid(sum.value, monthly.value, months) }];
    });
}

/** The first runway the answers allow, if any: the one the plan reasons with. */
export const readRunway = (steps: WizardStep[], answers: Record<string, WizardAnswerValue>) =>
  runwaysOf(moneyAmounts(steps, answers))[0];

function runwayLines({ sum, monthly, months, said }: Runway): string[] {
  if (months === Infinity) {
    return [`- **Runway:** with no monthly costs, ${sum.text} lasts until you spend it.`];
  }
  const toEighteen = `to reach 18 months you would need about ${amountIn(sum, Math.ceil(monthly.value * 18 - sum.value))} more, or costs of ${amountIn(monthly, Math.floor(sum.value / 18))} at most`;
  return [
    `- **Runway:** ${sum.text} ÷ ${monthly.text} = **${said}** before the money runs out, without revenue.`,
    months < SHORT_RUNWAY_MONTHS
      ? `- Under six months, money comes before everything else in this plan: ${toEighteen}.`
      : months < 12
        ? `- At under a year, start on revenue or funding now: ${toEighteen}.`
        : `- That is enough time to test the business properly; review it every month as costs change.`,
    `- Yearly costs at this rate: ${amountIn(sum, Math.round(monthly.value * 12))}.`,
  ];
}

/**
 * The arithmetic the answers allow: every amount given, and the runway when there is a sum
 * in a currency and a monthly spend in the same currency ("EUR" and "EUR/month").
 */
export function moneyLines(
  steps: WizardStep[],
  answers: Record<string, WizardAnswerValue>,
): string[] {
  const amounts = moneyAmounts(steps, answers);
  return [
    ...amounts.map((a) => `- **${a.step.name}:** ${a.text}`),
    ...runwaysOf(amounts).flatMap(runwayLines),
  ];
}
