import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Agent } from '../../../../shared/schemas/agent';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /agents/{id}, cached under the key every feature uses for it, so the screens share one
 * copy. The chat screen reads name, description, icon and status of it.
 */
export const agentQuery = (id: string) =>
  queryOptions({
    queryKey: ['agents', 'detail', id],
    queryFn: ({ signal }) => apiRequest<Agent>(`/agents/${encodeURIComponent(id)}`, { signal }),
    retry: (count, error) => count < 2 && !('status' in error && error.status === 404),
  });

export const useAgent = (id: string) => useQuery(agentQuery(id));
