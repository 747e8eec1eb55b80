import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KeyUsage } from '../../../../shared/schemas/api-keys';
import { apiRequest } from '../../../lib/api-client';
import { keyPath, keyQueryKey, USAGE_STALE_MS } from './api-key-paths';

/** GET .../{key_id}/usage?days: requests and errors per UTC day, and the refused ones. */
export const fetchKeyUsage = (agentId: string, keyId: string, days: number, signal?: AbortSignal) =>
  apiRequest<KeyUsage>(`${keyPath(agentId, keyId)}/usage?days=${days}`, { signal });

export const keyUsageQuery = (agentId: string, keyId: string, days: number) =>
  queryOptions({
    staleTime: USAGE_STALE_MS,
    queryKey: keyQueryKey(agentId, keyId, 'usage', days),
    queryFn: ({ signal }) => fetchKeyUsage(agentId, keyId, days, signal),
  });

export const useKeyUsage = (agentId: string, keyId: string, days: number) =>
  useQuery(keyUsageQuery(agentId, keyId, days));
