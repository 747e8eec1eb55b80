import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { errorSentence, isPlanLimit } from '../../../lib/error-sentence';
import { MESSAGES, saveFailure } from './save-messages';

/** What the person reads under the form after a failed save. */
const said = (failure: ReturnType<typeof saveFailure>) =>
  errorSentence(failure.error, failure.fallback);

const planLimit = new ApiError(
  402,
  'plan_limit',
  'The Free plan allows up to 2 agents, and you have 2. Delete one, or change your plan.',
);

describe('saveFailure', () => {
  it("says a plan's agent limit in the server's words, with the way to Billing", () => {
    const failure = saveFailure(planLimit, false);
    expect(said(failure)).toBe(planLimit.message);
    expect(isPlanLimit(failure.error)).toBe(true);
  });

  it("says other refusals in the server's words, faults in the spec's", () => {
    const gone = new ApiError(404, 'not_found', 'Agent a1 was not found.');
    expect(said(saveFailure(gone, true))).toBe('Agent a1 was not found.');
    const fault = new ApiError(500, 'internal_error', 'TypeError: x');
    expect(said(saveFailure(fault, true))).toBe(MESSAGES.updateFailed);
    expect(said(saveFailure(fault, false))).toBe(MESSAGES.createFailed);
  });

  it("names a refused field's reason instead of the answer's path", () => {
    const refused = new ApiError(400, 'validation_failed', 'body.name: Agent name is too long');
    const failure = saveFailure(refused, false, 'Agent name is too long');
    expect(said(failure)).toBe('The agent was not created: Agent name is too long');
    expect(said(saveFailure(refused, true, 'Agent name is too long'))).toMatch(
      /^Your changes were not saved: /,
    );
    expect(isPlanLimit(failure.error)).toBe(false);
  });
});
