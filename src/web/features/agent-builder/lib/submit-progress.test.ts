import { describe, expect, it } from 'vitest';
import {
  advanceSubmit,
  canSubmit,
  isSubmitBusy,
  isSubmitLocked,
  type SubmitEvent,
  type SubmitProgress,
} from './submit-progress';

const run = (events: SubmitEvent[], from: SubmitProgress = 'editing') =>
  events.reduce(advanceSubmit, from);

describe('submit progress (Create Agent / Save Changes)', () => {
  it('refuses a second submit while the agent request runs', () => {
    const sending = run(['send']);
    expect(sending).toBe('sending');
    expect(canSubmit(sending)).toBe(false);
    expect(run(['send', 'send'])).toBe('sending');
    expect(isSubmitBusy(sending, null)).toBe(true);
    expect(isSubmitLocked(sending)).toBe(false);
  });

  it('stays locked and busy once the agent is created, while its calendar setup is saved', () => {
    const created = run(['send', 'agent-saved']);
    expect(canSubmit(created)).toBe(false);
    expect(isSubmitLocked(created)).toBe(true);
    expect(isSubmitBusy(created, null)).toBe(true);
    // A second click or Enter changes nothing: no duplicate agent.
    expect(run(['send'], created)).toBe('saved');
    expect(run(['failed'], created)).toBe('saved');
  });

  it('stays locked after the outcome, whether the calendar setup was stored or not', () => {
    const created = run(['send', 'agent-saved']);
    expect(isSubmitBusy(created, { kind: 'saved' })).toBe(false);
    expect(isSubmitBusy(created, { kind: 'partly-saved' })).toBe(false);
    expect(isSubmitLocked(created)).toBe(true);
    expect(canSubmit(created)).toBe(false);
  });

  it('lets the person try again after a failed save', () => {
    const failed = run(['send', 'failed']);
    expect(failed).toBe('editing');
    expect(canSubmit(failed)).toBe(true);
    expect(isSubmitLocked(failed)).toBe(false);
    expect(isSubmitBusy(failed, { kind: 'failed' })).toBe(false);
  });
});
