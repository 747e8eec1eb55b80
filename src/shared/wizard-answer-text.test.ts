import { describe, expect, it } from 'vitest';
import type { WizardQuestion } from './schemas/wizard';
import { wizardAnswerText } from './wizard-answer-text';

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
  });

  it('names the chosen option by its text', () => {
    const options = question({ type: 'options', options: [{ value: 'llc', text: 'LLC' }] });
    expect(wizardAnswerText(options, 'llc')).toBe('LLC');
  });
});
