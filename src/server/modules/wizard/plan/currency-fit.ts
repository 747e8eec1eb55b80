import type { WizardStep } from '../../../../shared/schemas/wizard';
import { isMoneyUnit } from '../../../../shared/wizard-currency';

/** The currency the founder counts in: the code of the wizard's amounts ("USD/month"). */
export const planCurrency = (steps: WizardStep[]): string | undefined =>
  steps
    .map((s) => s.question.unit)
    .find(isMoneyUnit)
    ?.slice(0, 3);

/** Signs before an amount, longest first ("CA$" before "$"), and the currency each means. */
const SIGNS: [string, string][] = [
  ['US$', 'USD'],
  ['CA$', 'CAD'],
  ['C$', 'CAD'],
  ['A$', 'AUD'],
  ['AU$', 'AUD'],
  ['R$', 'BRL'],
  ['$', 'USD'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['¥', 'JPY'],
  ['₹', 'INR'],
];
const escape = (sign: string) => sign.replace(/\$/g, '\\$');
const SIGNED = new RegExp(`(${SIGNS.map(([s]) => escape(s)).join('|')})\\s?\\d`, 'g');
const CODED =
  /\b(USD|EUR|GBP|CHF|CAD|AUD|BRL|JPY|INR)\s?\d|\d\s?(USD|EUR|GBP|CHF|CAD|AUD|BRL|JPY|INR)\b/g;

/** The currencies a sentence states amounts in ("$500k", "EUR 25,000"). */
export function currenciesIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(SIGNED)) found.add(SIGNS.find(([s]) => s === m[1])![1]);
  for (const m of text.matchAll(CODED)) found.add((m[1] ?? m[2])!);
  return found;
}

/**
 * Whether a sentence's amounts are in the founder's currency (or it has none): "$500k on a
 * $5M cap" is a dollar example that reads wrong in a plan counted in euros.
 */
export const fitsCurrency = (text: string, currency: string | undefined) =>
  !currency || [...currenciesIn(text)].every((c) => c === currency);
