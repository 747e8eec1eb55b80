import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Agent } from '../../../../shared/schemas/agent';
import { apiRequest } from '../../../lib/api-client';

/** The chat screen reads name, description and icon of the agent it talks to. */
type AgentSummary = Pick<Agent, 'id' | 'name' | 'description' | 'icon' | 'status'>;

export const agentSummaryQuery = (id: string) =>
  queryOptions({
    queryKey: ['agents', 'detail', id, 'summary'],
    queryFn: ({ signal }) =>
      apiRequest<AgentSummary>(`/agents/${encodeURIComponent(id)}`, { signal }),
    retry: (count, error) => count < 2 && !('status' in error && error.status === 404),
  });

export const useAgentSummary = (id: string) => useQuery(agentSummaryQuery(id));
