import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Agent } from '../../../../shared/schemas/agent';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/agents/{id}: for its owner, with instruction, knowledge and configured tools. */
export const fetchAgent = (id: string, signal?: AbortSignal) =>
  apiRequest<Agent>(`/agents/${encodeURIComponent(id)}`, { signal });

export const agentQuery = (id: string) =>
  queryOptions({
    queryKey: ['agents', 'detail', id],
    queryFn: ({ signal }) => fetchAgent(id, signal),
  });

/**
 * The agent to edit, fetched again whenever the builder opens: it edits what is stored now,
 * never a copy cached earlier (the page waits for `isFetchedAfterMount`).
 */
export const useBuilderAgent = (id: string, enabled: boolean) =>
  useQuery({ ...agentQuery(id), enabled, refetchOnMount: 'always' });
