import type { WizardAnswerValue, WizardQuestion } from './schemas/wizard';

const CURRENCY_SIGNS: Record<string, string> = { EUR: '€', USD: '$', GBP: '£' };

/** An amount with its unit as people read it: "€25,000", "€4,000 a month", "2 founders". */
function numberText(value: number, unit: string | undefined): string {
  const cents = Number.isInteger(value) ? 0 : 2;
  const digits = value.toLocaleString('en-US', {
    minimumFractionDigits: cents,
    maximumFractionDigits: 2,
  });
  if (!unit) return digits;
  const [currency, per] = unit.split('/');
  const sign = CURRENCY_SIGNS[currency!];
  if (sign) return `${sign}${digits}${per ? ` a ${per}` : ''}`;
  return `${digits} ${unit}`;
}

/** A stored answer as the founder would say it: the option's text, the text, or the amount. */
export function wizardAnswerText(question: WizardQuestion, value: WizardAnswerValue): string {
  if (typeof value === 'number') return numberText(value, question.unit);
  if (question.type === 'options') {
    return question.options.find((o) => o.value === value)?.text ?? value;
  }
  return value;
}
