import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plans } from '../../../../shared/schemas/plans';
import { apiRequest } from '../../../lib/api-client';

/** The plans on offer and how each can be had on this server. */
export const plansQuery = () =>
  queryOptions({
    queryKey: ['billing', 'plans'],
    queryFn: ({ signal }) => apiRequest<Plans>('/plans', { signal }),
    staleTime: 5 * 60_000,
  });

export const usePlans = () => useQuery(plansQuery());
