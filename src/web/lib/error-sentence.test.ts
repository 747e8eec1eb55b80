import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from './api-client';
import { errorSentence, isPlanLimit } from './error-sentence';

const fallback = 'Failed to save. Please try again.';

describe('errorSentence', () => {
  it("passes on a refusal's own sentence", () => {
    const limit = new ApiError(402, 'plan_limit', 'Your Free plan allows 2 agents.');
    expect(errorSentence(limit, fallback)).toBe('Your Free plan allows 2 agents.');
    expect(errorSentence(new ApiError(409, 'conflict', 'Name taken.'), fallback)).toBe(
      'Name taken.',
    );
  });

  it('says the connection failed when no answer came', () => {
    expect(errorSentence(networkError(), fallback)).toMatch(/could not reach the server/i);
  });

  it('passes on why the service is down', () => {
    const down = new ApiError(503, 'service_unavailable', 'The database is restarting.');
    expect(errorSentence(down, fallback)).toBe('The database is restarting.');
  });

  it('keeps server faults and foreign errors to the fallback', () => {
    expect(
      errorSentence(new ApiError(500, 'internal', 'TypeError: x is undefined'), fallback),
    ).toBe(fallback);
    expect(errorSentence(new TypeError('boom'), fallback)).toBe(fallback);
  });

  it('names a refused field as a person would, not by its request path', () => {
    const refused = new ApiError(400, 'validation_failed', 'body.agent_name: Too long', {
      issues: [{ path: 'body.agent_name', message: 'Too long' }],
    });
    expect(errorSentence(refused, fallback)).toBe('Agent name: Too long');
  });

  it('knows a plan limit by code or by 402', () => {
    expect(isPlanLimit(new ApiError(402, 'payment_required', 'Upgrade.'))).toBe(true);
    expect(isPlanLimit(new ApiError(403, 'plan_limit', 'Upgrade.'))).toBe(true);
    expect(isPlanLimit(new ApiError(403, 'forbidden', 'No.'))).toBe(false);
  });
});
