import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './rate-limit-error';

describe('retryAfterSeconds', () => {
  it('reads seconds, or an HTTP date as the seconds until it', () => {
    expect(retryAfterSeconds('12')).toBe(12);
    expect(retryAfterSeconds(' 0 ')).toBe(0);
    const now = Date.parse('Wed, 21 Oct 2026 07:28:00 GMT');
    expect(retryAfterSeconds('Wed, 21 Oct 2026 07:28:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('Wed, 21 Oct 2026 07:27:00 GMT', now)).toBe(0);
  });

  it('says nothing when the header is missing or unreadable', () => {
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds('')).toBeUndefined();
    expect(retryAfterSeconds('soon')).toBeUndefined();
    expect(retryAfterSeconds('-5')).toBeUndefined();
  });
});
