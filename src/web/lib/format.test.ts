import { describe, expect, it } from 'vitest';
import { formatDate, truncate } from './format';

describe('formatDate', () => {
  it('uses en-US with a short month name', () => {
    expect(formatDate('2025-01-05T12:00:00Z')).toBe('Jan 5, 2025');
  });
  it('returns an empty string for a date it cannot read', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('truncate', () => {
  it('keeps short text whole', () => {
    expect(truncate('Fundraising', 20)).toBe('Fundraising');
  });
  it('cuts long text at the limit and marks the cut', () => {
    const cut = truncate('a'.repeat(301), 300);
    expect(cut).toBe(`${'a'.repeat(300)}…`);
  });
});
