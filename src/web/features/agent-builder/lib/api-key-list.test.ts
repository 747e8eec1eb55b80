import { describe, expect, it } from 'vitest';
import { filterCounts, shownKeys } from './api-key-list';

const key = (name: string, status: 'active' | 'revoked' | 'expired', created: string) => ({
  name,
  status,
  created_at: `2026-01-${created}T10:00:00.000Z`,
});
const keys = [
  key('old live', 'active', '01'),
  key('revoked yesterday', 'revoked', '09'),
  key('new widget', 'active', '05'),
  key('expired', 'expired', '07'),
];
const names = (list: { name: string }[]) => list.map((k) => k.name);

describe('the keys list', () => {
  it('shows active keys, newest first, by default', () => {
    expect(names(shownKeys(keys, 'active'))).toEqual(['new widget', 'old live']);
  });

  it('keeps revoked and expired keys apart, and puts active ones first in All', () => {
    expect(names(shownKeys(keys, 'inactive'))).toEqual(['revoked yesterday', 'expired']);
    expect(names(shownKeys(keys, 'all'))).toEqual([
      'new widget',
      'old live',
      'revoked yesterday',
      'expired',
    ]);
    expect(filterCounts(keys)).toEqual({ active: 2, inactive: 2, all: 4 });
  });
});
