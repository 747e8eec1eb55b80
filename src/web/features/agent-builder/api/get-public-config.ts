import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../../../shared/schemas/tools';
import { apiRequest } from '../../../lib/api-client';

/** The server's public address (for the embed code) and its Google client id, if any. */
export const publicConfigQuery = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => apiRequest<PublicConfig>('/config', { signal }),
    staleTime: Infinity,
  });

export const usePublicConfig = () => useQuery(publicConfigQuery());
