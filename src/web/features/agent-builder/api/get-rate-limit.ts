import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RateLimitState } from '../../../../shared/schemas/api-keys';
import { apiRequest } from '../../../lib/api-client';
import { keyQueryKey, USAGE_STALE_MS } from './api-key-paths';

/** GET /api/auth/rate-limits/{agent_id}/{key_id}: the hourly window as it stands now. */
export const fetchRateLimit = (agentId: string, keyId: string, signal?: AbortSignal) =>
  apiRequest<RateLimitState>(
    `/auth/rate-limits/${encodeURIComponent(agentId)}/${encodeURIComponent(keyId)}`,
    { signal },
  );

export const rateLimitQuery = (agentId: string, keyId: string) =>
  queryOptions({
    staleTime: USAGE_STALE_MS,
    queryKey: keyQueryKey(agentId, keyId, 'rate-limit'),
    queryFn: ({ signal }) => fetchRateLimit(agentId, keyId, signal),
  });

export const useRateLimit = (agentId: string, keyId: string) =>
  useQuery(rateLimitQuery(agentId, keyId));
