import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpToolList } from '../../../../shared/schemas/http-tools';
import { apiRequest } from '../../../lib/api-client';

export const httpToolsQueryKey = ['http-tools'] as const;

/** The signed-in owner's HTTP tools, any of which their agents may switch on. */
export const httpToolsQuery = () =>
  queryOptions({
    queryKey: httpToolsQueryKey,
    queryFn: ({ signal }) => apiRequest<HttpToolList>('/http-tools', { signal }),
  });

export const useHttpTools = () => useQuery(httpToolsQuery());
