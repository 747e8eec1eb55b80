import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiKeyList } from '../../../../shared/schemas/api-keys';
import { apiRequest } from '../../../lib/api-client';
import { agentKeysPath, agentKeysQueryKey, USAGE_STALE_MS } from './api-key-paths';

/** GET /api/auth/api-keys/{agent_id}: every key of an agent its owner manages, newest first. */
export const fetchApiKeys = (agentId: string, signal?: AbortSignal) =>
  apiRequest<ApiKeyList>(agentKeysPath(agentId), { signal });

export const apiKeysQuery = (agentId: string) =>
  queryOptions({
    staleTime: USAGE_STALE_MS,
    queryKey: agentKeysQueryKey(agentId),
    queryFn: ({ signal }) => fetchApiKeys(agentId, signal),
    select: (list) => list.keys,
  });

export const useApiKeys = (agentId: string) => useQuery(apiKeysQuery(agentId));
