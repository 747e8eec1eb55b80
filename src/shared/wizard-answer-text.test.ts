import { describe, expect, it } from 'vitest';
import type { WizardQuestion } from './schemas/wizard';
import { wizardAnswerText } from './wizard-answer-text';
import { questionInCurrency } from './wizard-currency';

const question = (overrides: Partial<WizardQuestion>): WizardQuestion => ({
  id: 'q',
  text: '?',
  type: 'float',
  options: [],
  instructions: '',
  ...overrides,
});

describe('answers as the founder would say them', () => {
  it('writes amounts with their currency and period', () => {
    expect(wizardAnswerText(question({ unit: 'EUR' }), 25_000)).toBe('€25,000');
    expect(wizardAnswerText(question({ unit: 'EUR/month' }), 4_000.5)).toBe('€4,000.50 a month');
    expect(wizardAnswerText(question({ type: 'int', unit: 'founders' }), 2)).toBe('2 founders');
    expect(wizardAnswerText(question({ type: 'int', unit: 'founders' }), 1)).toBe('1 founder');
  });

  it('writes amounts in the run’s currency, as Intl formats it', () => {
    const start = question({ unit: 'EUR' });
    const monthly = question({ unit: 'EUR/month' });
    expect(wizardAnswerText(questionInCurrency(start, 'USD'), 25_000)).toBe('$25,000');
    expect(wizardAnswerText(questionInCurrency(monthly, 'GBP'), 2_500)).toBe('£2,500 a month');
    expect(wizardAnswerText(questionInCurrency(start, 'CHF'), 1_000.5)).toBe('CHF\u00a01,000.50');
    const founders = question({ type: 'int', unit: 'founders' });
    expect(questionInCurrency(founders, 'USD')).toBe(founders);
  });

  it('names the chosen option by its text', () => {
    const options = question({ type: 'options', options: [{ value: 'llc', text: 'LLC' }] });
    expect(wizardAnswerText(options, 'llc')).toBe('LLC');
  });
});
