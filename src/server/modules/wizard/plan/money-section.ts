import type { WizardAnswerValue, WizardStep } from '../../../../shared/schemas/wizard';
import { wizardAnswerText } from '../../../../shared/wizard-answer-text';

interface Amount {
  step: WizardStep;
  value: number;
  text: string;
}

/** A currency code, alone or per period: "EUR", "USD/month". */
const isMoney = (unit: string | undefined) => !!unit && /^[A-Z]{3}(?:\/\w+)?$/.test(unit);

const months = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })} months`;

/**
 * The arithmetic the answers allow: every amount given, and the runway when there is a sum
 * in a currency and a monthly spend in the same currency ("EUR" and "EUR/month").
 */
export function moneyLines(
  steps: WizardStep[],
  answers: Record<string, WizardAnswerValue>,
): string[] {
  const amounts: Amount[] = steps.flatMap((step) => {
    const value = answers[step.id];
    if (typeof value !== 'number' || !isMoney(step.question.unit)) return [];
    return [{ step, value, text: wizardAnswerText(step.question, value) }];
  });
  if (amounts.length === 0) return [];
  const lines = amounts.map((a) => `- **${a.step.name}:** ${a.text}`);
  for (const monthly of amounts.filter((a) => a.step.question.unit?.endsWith('/month'))) {
    const currency = monthly.step.question.unit!.split('/')[0];
    const sum = amounts.find((a) => a.step.question.unit === currency);
    if (!sum) continue;
    if (monthly.value === 0) {
      lines.push(`- **Runway:** with no monthly costs, ${sum.text} lasts until you spend it.`);
      continue;
    }
    const runway = sum.value / monthly.value;
    lines.push(
      `- **Runway:** ${sum.text} ÷ ${monthly.text} = **${months(runway)}** before the money runs out, without revenue.`,
    );
    lines.push(
      runway < 12
        ? `- At under a year, start on revenue or funding now: to reach 18 months you would need about ${wizardAnswerText(sum.step.question, Math.ceil(monthly.value * 18 - sum.value))} more, or costs of ${wizardAnswerText(monthly.step.question, Math.floor(sum.value / 18))} at most.`
        : `- That is enough time to test the business properly; review it every month as costs change.`,
    );
    lines.push(
      `- Yearly costs at this rate: ${wizardAnswerText(sum.step.question, Math.round(monthly.value * 12))}.`,
    );
  }
  return lines;
}
