import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../../lib/api-client';
import { CHAT_ERROR_MESSAGE, chatErrorAction, chatErrorText } from './chat-error-text';
import { RateLimitError } from './rate-limit-error';

describe('chatErrorText', () => {
  it("shows a paused coach's and a refused file's own message", () => {
    expect(chatErrorText(new ApiError(409, 'agent_inactive', 'This coach is paused.'))).toBe(
      'This coach is paused.',
    );
    const tooLarge = 'File big.txt is too large. Maximum size is 1MB.';
    expect(chatErrorText(new ApiError(413, 'file_too_large', tooLarge))).toBe(tooLarge);
    expect(chatErrorText(new ApiError(422, 'unreadable_file', 'File a.pdf is locked'))).toBe(
      'File a.pdf is locked',
    );
  });

  it("says which plan limit was reached and what lifts it, in the server's words", () => {
    const limit =
      'You have used all 50 chat requests of the Free plan today; they start again at midnight UTC. The Pro plan allows 1,000 chat requests a day.';
    expect(chatErrorText(new ApiError(402, 'plan_limit', limit))).toBe(limit);
  });

  it('asks a person who sends too fast to wait, saying how long when the server said', () => {
    const limited = new ApiError(429, 'rate_limited', 'Too many requests');
    const fast = "You're sending messages faster than we can answer.";
    expect(chatErrorText(new RateLimitError(limited, 12))).toBe(
      `${fast} Please wait 12 seconds and try again.`,
    );
    expect(chatErrorText(new RateLimitError(limited, 1))).toBe(
      `${fast} Please wait 1 second and try again.`,
    );
    expect(chatErrorText(new RateLimitError(limited, 600))).toBe(
      `${fast} Please wait 10 minutes and try again.`,
    );
    expect(chatErrorText(new RateLimitError(limited, undefined))).toBe(
      `${fast} Please wait a moment and try again.`,
    );
  });

  it("keeps the spec's sentence for everything else", () => {
    expect(chatErrorText(new ApiError(504, 'model_timeout', 'The model took too long.'))).toBe(
      CHAT_ERROR_MESSAGE,
    );
    expect(chatErrorText(new ApiError(409, 'session_in_use', 'Busy'))).toBe(CHAT_ERROR_MESSAGE);
    expect(chatErrorText(new ApiError(409, 'idempotency_conflict', 'Reused id'))).toBe(
      CHAT_ERROR_MESSAGE,
    );
    expect(chatErrorText(networkError())).toBe(CHAT_ERROR_MESSAGE);
    expect(chatErrorText(new Error('boom'))).toBe(CHAT_ERROR_MESSAGE);
  });

  it("tells a visitor at their daily limit the server's sentence, with Sign up", () => {
    const limit =
      'You have sent the 20 messages a day that visitors get; they start again at midnight UTC. Sign up for more: a free account gets 50 a day.';
    const refused = new RateLimitError(new ApiError(429, 'visitor_limit', limit), 3600);
    expect(chatErrorText(refused)).toBe(limit);
    expect(chatErrorAction(refused, false)).toBe('sign-up');
  });

  it('offers Billing for a plan limit only to a signed-in person, whose plan it is', () => {
    const limit = new ApiError(402, 'plan_limit', 'You have used all 50 chat requests…');
    expect(chatErrorAction(limit, true)).toBe('billing');
    // A visitor at the limit of the coach owner's plan cannot lift it.
    expect(chatErrorAction(limit, false)).toBeUndefined();
    expect(chatErrorAction(new ApiError(409, 'agent_inactive', 'Paused'), true)).toBeUndefined();
  });
});
