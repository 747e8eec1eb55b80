import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../../lib/api-client';
import { CHAT_ERROR_MESSAGE, chatErrorText } from './chat-error-text';

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

  it("keeps the spec's sentence for everything else", () => {
    expect(chatErrorText(new ApiError(504, 'model_timeout', 'The model took too long.'))).toBe(
      CHAT_ERROR_MESSAGE,
    );
    expect(chatErrorText(new ApiError(409, 'session_in_use', 'Busy'))).toBe(CHAT_ERROR_MESSAGE);
    expect(chatErrorText(networkError())).toBe(CHAT_ERROR_MESSAGE);
    expect(chatErrorText(new Error('boom'))).toBe(CHAT_ERROR_MESSAGE);
  });
});
