import { describe, expect, it } from 'vitest';
import { windowText } from './api-key-window';

const now = Date.parse('2026-01-05T12:00:00Z');
const reset = '2026-01-05T12:40:00Z';

describe("a key's hourly window", () => {
  it('says nothing about resets for a key never used', () => {
    expect(windowText({ limit: 3, remaining: 3, reset }, null, now)).toEqual({
      label: 'Requests counted',
      value: 'No requests yet',
    });
    expect(windowText({ limit: 3, remaining: 3, reset }, '2026-01-01T00:00:00Z', now).value).toBe(
      'None in the last hour',
    );
  });

  it('says when the next request succeeds at the limit, and when a slot frees below it', () => {
    expect(windowText({ limit: 3, remaining: 0, reset }, reset, now)).toEqual({
      label: 'Next request succeeds',
      value: 'in 40 minutes',
    });
    expect(windowText({ limit: 3, remaining: 1, reset }, reset, now)).toEqual({
      label: 'One more request frees up',
      value: 'in 40 minutes',
    });
  });
});
