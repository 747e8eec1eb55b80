import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KeySessions } from '../../../../shared/schemas/api-keys';
import { apiRequest } from '../../../lib/api-client';
import { keyPath, keyQueryKey, USAGE_STALE_MS } from './api-key-paths';

/** GET .../{key_id}/sessions?skip&limit: the key's conversations, newest first, with messages. */
export const fetchKeySessions = (
  agentId: string,
  keyId: string,
  page: { skip: number; limit: number },
  signal?: AbortSignal,
) =>
  apiRequest<KeySessions>(
    `${keyPath(agentId, keyId)}/sessions?skip=${page.skip}&limit=${page.limit}`,
    { signal },
  );

export const keySessionsQuery = (agentId: string, keyId: string, skip: number, limit: number) =>
  queryOptions({
    staleTime: USAGE_STALE_MS,
    queryKey: keyQueryKey(agentId, keyId, 'sessions', skip, limit),
    queryFn: ({ signal }) => fetchKeySessions(agentId, keyId, { skip, limit }, signal),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useKeySessions = (agentId: string, keyId: string, skip: number, limit: number) =>
  useQuery(keySessionsQuery(agentId, keyId, skip, limit));
