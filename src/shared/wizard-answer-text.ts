import type { WizardAnswerValue, WizardQuestion } from './schemas/wizard';
import { isMoneyUnit } from './wizard-currency';

/** An amount with its unit as people read it: "€25,000", "$4,000 a month", "2 founders". */
function numberText(value: number, unit: string | undefined): string {
  const cents = Number.isInteger(value) ? 0 : 2;
  const digits = { minimumFractionDigits: cents, maximumFractionDigits: 2 };
  // One of a counted unit is singular: "1 founder", not "1 founders" (read before the money
  // check, which narrows `unit` away from every other string).
  const counted = value === 1 && unit && /^[a-z]+s$/.test(unit) ? unit.slice(0, -1) : unit;
  if (isMoneyUnit(unit)) {
    const [currency, per] = unit.split('/');
    const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency, ...digits });
    return `${amount.format(value)}${per ? ` a ${per}` : ''}`;
  }
  const text = value.toLocaleString('en-US', digits);
  return counted ? `${text} ${counted}` : text;
}

/** A stored answer as the founder would say it: the option's text, the text, or the amount. */
export function wizardAnswerText(question: WizardQuestion, value: WizardAnswerValue): string {
  if (typeof value === 'number') return numberText(value, question.unit);
  if (question.type === 'options') {
    return question.options.find((o) => o.value === value)?.text ?? value;
  }
  return value;
}

/** The founder's message when the coach reacts to a saved answer: "My answer to “Founders”: 2 founders". */
export const answerMessageText = (
  step: { name: string; question: WizardQuestion },
  value: WizardAnswerValue,
) => `My answer to “${step.name}”: ${wizardAnswerText(step.question, value)}`;
