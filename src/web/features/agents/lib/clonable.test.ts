import { expect, it } from 'vitest';
import type { Agent } from '../../../../shared/schemas/agent';
import { clonable } from './clonable';

const agent = (fields: Pick<Agent, 'is_owner' | 'read_only'>) => fields as Agent;

it('offers Clone on the platform coaches and my agents, never on another customer’s', () => {
  expect(clonable(agent({ is_owner: false, read_only: 1 }))).toBe(true);
  expect(clonable(agent({ is_owner: true, read_only: 0 }))).toBe(true);
  expect(clonable(agent({ is_owner: false, read_only: 0 }))).toBe(false);
});
