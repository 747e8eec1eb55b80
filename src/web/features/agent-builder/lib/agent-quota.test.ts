import { expect, it } from 'vitest';
import { agentLimitWarning } from './agent-quota';

it('warns once the plan allows no more agents', () => {
  expect(agentLimitWarning({ plan: 'Free', used: 2, limit: 2 })).toBe(
    'The Free plan allows up to 2 agents, and you have 2. Delete one, or change your plan, to create another.',
  );
  // A plan changed to a smaller one leaves more agents than it allows.
  expect(agentLimitWarning({ plan: 'Free', used: 3, limit: 2 })).toMatch(/you have 3\./);
});

it('says nothing while one more fits or the plan has no limit', () => {
  expect(agentLimitWarning({ plan: 'Free', used: 1, limit: 2 })).toBeNull();
  expect(agentLimitWarning({ plan: 'Enterprise', used: 40, limit: -1 })).toBeNull();
});
