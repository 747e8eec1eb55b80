import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_LIST_DEFAULT_LIMIT } from '../../../../shared/constants';
import type { Agent } from '../../../../shared/schemas/agent';
import { apiRequest } from '../../../lib/api-client';

export function fetchAgents(skip = 0, limit = AGENT_LIST_DEFAULT_LIMIT, signal?: AbortSignal) {
  return apiRequest<Agent[]>(`/agents?skip=${skip}&limit=${limit}`, { signal });
}

export const agentsQuery = () =>
  queryOptions({
    queryKey: ['agents', 'list'],
    queryFn: ({ signal }) => fetchAgents(0, AGENT_LIST_DEFAULT_LIMIT, signal),
  });

export const useAgents = () => useQuery(agentsQuery());
