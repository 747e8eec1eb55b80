import type { WizardQuestion } from './schemas/wizard';

/** The currencies a founder may count the wizard's amounts in (ISO 4217). */
export const WIZARD_CURRENCIES = [
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'CAD',
  'AUD',
  'BRL',
  'JPY',
  'INR',
] as const;
export type WizardCurrency = (typeof WIZARD_CURRENCIES)[number];

/** The money of each country a profile may name, else none. */
const COUNTRY_CURRENCY: Record<string, WizardCurrency> = {
  US: 'USD',
  CA: 'CAD',
  GB: 'GBP',
  DE: 'EUR',
  FR: 'EUR',
  ES: 'EUR',
  IT: 'EUR',
  PT: 'EUR',
  NL: 'EUR',
  BE: 'EUR',
  IE: 'EUR',
  AT: 'EUR',
  FI: 'EUR',
  CH: 'CHF',
  BR: 'BRL',
  AU: 'AUD',
  JP: 'JPY',
  IN: 'INR',
};

export const currencyOfCountry = (
  country: string | null | undefined,
): WizardCurrency | undefined => (country ? COUNTRY_CURRENCY[country.toUpperCase()] : undefined);

/** An amount's unit: a currency code, alone or per period ("EUR", "USD/month"). */
export const isMoneyUnit = (unit: string | undefined): unit is string =>
  !!unit && /^[A-Z]{3}(?:\/\w+)?$/.test(unit);

/** The question with its amounts in `currency` ("EUR/month" becomes "USD/month"). */
export function questionInCurrency(question: WizardQuestion, currency: string): WizardQuestion {
  if (!isMoneyUnit(question.unit)) return question;
  return { ...question, unit: question.unit.replace(/^[A-Z]{3}/, currency) };
}

/** A wizard whose amounts are counted in `currency`. */
export function stepsInCurrency<W extends { steps: { question: WizardQuestion }[] }>(
  wizard: W,
  currency: string,
): W {
  return {
    ...wizard,
    steps: wizard.steps.map((step) => ({
      ...step,
      question: questionInCurrency(step.question, currency),
    })),
  };
}
