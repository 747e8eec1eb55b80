import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KeyAnalytics } from '../../../../shared/schemas/api-keys';
import { apiRequest } from '../../../lib/api-client';
import { keyPath, keyQueryKey, USAGE_STALE_MS } from './api-key-paths';

/** GET .../{key_id}/analytics?days: the key's conversations, latency, feedback and origins. */
export const fetchKeyAnalytics = (
  agentId: string,
  keyId: string,
  days: number,
  signal?: AbortSignal,
) => apiRequest<KeyAnalytics>(`${keyPath(agentId, keyId)}/analytics?days=${days}`, { signal });

export const keyAnalyticsQuery = (agentId: string, keyId: string, days: number) =>
  queryOptions({
    staleTime: USAGE_STALE_MS,
    queryKey: keyQueryKey(agentId, keyId, 'analytics', days),
    queryFn: ({ signal }) => fetchKeyAnalytics(agentId, keyId, days, signal),
  });

export const useKeyAnalytics = (agentId: string, keyId: string, days: number) =>
  useQuery(keyAnalyticsQuery(agentId, keyId, days));
