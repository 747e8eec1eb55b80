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
    expect(isSubmitBusy(sending)).toBe(true);
    expect(isSubmitLocked(sending)).toBe(false);
  });

  it('stays locked and busy once the agent is created, while its calendar setup is saved', () => {
    const created = run(['send', 'agent-saved']);
    expect(canSubmit(created)).toBe(false);
    expect(isSubmitLocked(created)).toBe(true);
    expect(isSubmitBusy(created)).toBe(true);
    // A second click or Enter changes nothing: no duplicate agent.
    expect(run(['send'], created)).toBe('saved');
    expect(run(['failed'], created)).toBe('saved');
  });

  it('stays locked but no longer busy once everything is stored or reported', () => {
    const done = run(['send', 'agent-saved', 'finished']);
    expect(done).toBe('done');
    expect(isSubmitBusy(done)).toBe(false);
    expect(isSubmitLocked(done)).toBe(true);
    expect(canSubmit(done)).toBe(false);
    expect(run(['send', 'failed', 'finished'], done)).toBe('done');
  });

  it('lets the person try again after a failed save', () => {
    const failed = run(['send', 'failed']);
    expect(failed).toBe('editing');
    expect(canSubmit(failed)).toBe(true);
    expect(isSubmitLocked(failed)).toBe(false);
    expect(isSubmitBusy(failed)).toBe(false);
  });
});
