import { describe, expect, it } from 'vitest';
import type { WizardQuestion } from '../../../shared/schemas/wizard';
import { parseAnswer, readNumber } from './parse-answer';

const question = (overrides: Partial<WizardQuestion>): WizardQuestion => ({
  id: 'q',
  text: 'How much?',
  type: 'float',
  options: [],
  instructions: '',
  ...overrides,
});

describe('numbers as founders type them', () => {
  it.each([
    ['25000', 25_000],
    ['25,000', 25_000],
    ['25 000', 25_000],
    ['€25k', 25_000],
    ['25K EUR', 25_000],
    ['1.5m', 1_500_000],
    ['1.250.000', 1_250_000],
    ['25.000,50', 25_000.5],
    ['25,000.50', 25_000.5],
    ['12,5', 12.5],
    ['0', 0],
    ['$ 3,200', 3_200],
  ])('reads %s as %d', (typed, value) => {
    expect(readNumber(typed)).toBe(value);
  });

  it.each(['lots', '', 'about 20', '12-15', '1,2,3,4,', 'k', '--3'])('refuses %j', (typed) => {
    expect(readNumber(typed)).toBeNull();
  });
});

describe('answers by question type', () => {
  const options = question({
    type: 'options',
    options: [
      { value: 'llc', text: 'Limited liability company (LLC)' },
      { value: 'corp', text: 'Corporation' },
    ],
  });

  it('keeps an option by its value, or finds it by its text', () => {
    expect(parseAnswer(options, 'llc')).toBe('llc');
    expect(parseAnswer(options, 'corporation')).toBe('corp');
  });

  it('refuses an option the step does not offer, naming the ones it does', () => {
    expect(() => parseAnswer(options, 'coop')).toThrow(
      'Choose one of: Limited liability company (LLC); Corporation.',
    );
  });

  it('stores a float rounded to cents, and refuses what is not a number instead of storing 0', () => {
    expect(parseAnswer(question({}), '€25k')).toBe(25_000);
    expect(parseAnswer(question({}), 19.999)).toBe(20);
    expect(() => parseAnswer(question({ placeholder: 'e.g. 25000' }), 'lots')).toThrow(
      'Please enter a number, for example 25000.',
    );
  });

  it('wants whole numbers for int steps, within the step’s range', () => {
    const founders = question({ type: 'int', min: 1, max: 20 });
    expect(parseAnswer(founders, '2')).toBe(2);
    expect(() => parseAnswer(founders, '2.5')).toThrow('Please enter a whole number');
    expect(() => parseAnswer(founders, '0')).toThrow('Please enter a number between 1 and 20.');
    expect(() => parseAnswer(question({ min: 0 }), '-5')).toThrow(
      'Please enter a number of at least 0.',
    );
  });

  it('trims free text and refuses a blank answer', () => {
    expect(parseAnswer(question({ type: 'freetext' }), '  Dental software  ')).toBe(
      'Dental software',
    );
    expect(() => parseAnswer(question({ type: 'freetext' }), '   ')).toThrow('Type an answer');
  });
});
