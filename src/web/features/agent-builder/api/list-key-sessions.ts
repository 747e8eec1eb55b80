import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KeySessions } from '../../../../shared/schemas/api-keys';
import { apiRequest } from '../../../lib/api-client';
import { keyPath, keyQueryKey, USAGE_STALE_MS } from './api-key-paths';

interface SessionsPage {
  /** The period: sessions a visitor wrote in during the last `days` days, as analytics count. */
  days: number;
  skip: number;
  limit: number;
}

/** GET .../{key_id}/sessions?days&skip&limit: the period's conversations, newest first. */
export const fetchKeySessions = (
  agentId: string,
  keyId: string,
  page: SessionsPage,
  signal?: AbortSignal,
) =>
  apiRequest<KeySessions>(
    `${keyPath(agentId, keyId)}/sessions?days=${page.days}&skip=${page.skip}&limit=${page.limit}`,
    { signal },
  );

export const keySessionsQuery = (agentId: string, keyId: string, page: SessionsPage) =>
  queryOptions({
    staleTime: USAGE_STALE_MS,
    queryKey: keyQueryKey(agentId, keyId, 'sessions', page.days, page.skip, page.limit),
    queryFn: ({ signal }) => fetchKeySessions(agentId, keyId, page, signal),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useKeySessions = (agentId: string, keyId: string, page: SessionsPage) =>
  useQuery(keySessionsQuery(agentId, keyId, page));
