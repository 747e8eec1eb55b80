import { describe, expect, it } from 'vitest';
import type { WizardStep } from '../../../../shared/schemas/wizard';
import { answerDraft, nextStepId, openingStepId, unansweredSteps } from './step-navigation';

const step = (id: string): WizardStep => ({
  id,
  name: id,
  description: '',
  question: { id, text: id, type: 'freetext', options: [], instructions: '' },
});
const wizard = { steps: [step('type'), step('industry'), step('money')] };

describe('moving through the steps', () => {
  it('goes to the next step, and to the review after the last', () => {
    expect(nextStepId(wizard, 'type')).toBe('industry');
    expect(nextStepId(wizard, 'money')).toBeNull();
  });

  it('opens a run where it was, else at the first open step', () => {
    expect(openingStepId(wizard, { current_step: 'money', answers: {} })).toBe('money');
    expect(openingStepId(wizard, { current_step: null, answers: { type: 'llc' } })).toBe(
      'industry',
    );
    expect(openingStepId(wizard, { current_step: 'gone', answers: {} })).toBe('type');
  });

  it('lists what the plan still waits for, and refills an answer', () => {
    const answers = { type: 'llc', money: 25_000 };
    expect(unansweredSteps(wizard, answers).map((s) => s.id)).toEqual(['industry']);
    expect(answerDraft(answers, 'money')).toBe('25000');
    expect(answerDraft(answers, 'industry')).toBe('');
  });
});
