import type { ApiKey } from '../../../../shared/schemas/api-keys';

/** Which keys the list shows: those that work, those that no longer do, or every key. */
export const KEY_FILTERS = ['active', 'inactive', 'all'] as const;
export type KeyFilter = (typeof KEY_FILTERS)[number];

export const KEY_FILTER_LABELS: Record<KeyFilter, string> = {
  active: 'Active',
  inactive: 'Revoked or expired',
  all: 'All',
};

const matches = (filter: KeyFilter, key: Pick<ApiKey, 'status'>) =>
  filter === 'all' || (filter === 'active') === (key.status === 'active');

/** The keys a filter shows: active ones first, then the newest first within each. */
export function shownKeys<K extends Pick<ApiKey, 'status' | 'created_at'>>(
  keys: readonly K[],
  filter: KeyFilter,
): K[] {
  const rank = (key: K) => (key.status === 'active' ? 0 : 1);
  return keys
    .filter((key) => matches(filter, key))
    .sort((a, b) => rank(a) - rank(b) || b.created_at.localeCompare(a.created_at));
}

/** How many keys each filter would show, for its label. */
export const filterCounts = (keys: readonly Pick<ApiKey, 'status'>[]) =>
  Object.fromEntries(
    KEY_FILTERS.map((filter) => [filter, keys.filter((key) => matches(filter, key)).length]),
  ) as Record<KeyFilter, number>;
