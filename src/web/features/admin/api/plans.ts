import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plans } from '../../../../shared/schemas/plans';
import { apiRequest } from '../../../lib/api-client';

/** The plans an operator can put an account on: the same list Billing offers. */
export const planChoicesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'plans'],
    queryFn: ({ signal }) => apiRequest<Plans>('/plans', { signal }),
    staleTime: 5 * 60_000,
  });

export const usePlanChoices = () => useQuery(planChoicesQuery());
