import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Agent } from '../../../../shared/schemas/agent';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** The agent with the owner's instruction, knowledge and configured tools. */
export const builderAgentQuery = (id: string) =>
  queryOptions({
    queryKey: ['agents', 'detail', id, 'builder'],
    queryFn: ({ signal }) => apiRequest<Agent>(`/agents/${encodeURIComponent(id)}`, { signal }),
    // A missing or foreign agent (4xx) stays missing; a flaky network may recover.
    retry: (count, error) =>
      count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    // The builder edits what is stored now, never a copy cached by another screen.
    staleTime: 0,
  });

export const useBuilderAgent = (id: string, enabled: boolean) =>
  useQuery({ ...builderAgentQuery(id), enabled });
