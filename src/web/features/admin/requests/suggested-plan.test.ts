import { describe, expect, it } from 'vitest';
import { suggestedPlan } from './suggested-plan';

const plans = [
  { id: 'free', name: 'Free' },
  { id: 'pro', name: 'Pro' },
  { id: 'team', name: 'Team Plus' },
];

describe('the plan a request asks for', () => {
  it("is read from Billing's “Contact us” subject", () => {
    expect(suggestedPlan({ plan: null, subject: 'Pro plan' }, plans)).toBe('pro');
  });

  it('prefers the plan field, and needs every word of a plan’s name', () => {
    expect(suggestedPlan({ plan: 'team', subject: 'Pro plan' }, plans)).toBe('team');
    expect(suggestedPlan({ plan: null, subject: 'A plus question' }, plans)).toBeUndefined();
  });

  it('is none for a word that only starts like a plan', () => {
    expect(suggestedPlan({ plan: null, subject: 'A proposal' }, plans)).toBeUndefined();
  });
});
