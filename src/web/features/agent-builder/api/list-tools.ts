import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ToolEntry } from '../lib/tool-rules';

/** The tools an agent can be given; the same for everyone, so cached for the visit. */
export const toolsQuery = () =>
  queryOptions({
    queryKey: ['tools'],
    queryFn: ({ signal }) => apiRequest<ToolEntry[]>('/tools', { signal }),
    staleTime: Infinity,
  });

export const useTools = () => useQuery(toolsQuery());
