import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscription } from '../../../../shared/schemas/billing';
import { apiRequest } from '../../../lib/api-client';

/** The signed-in person's plan, subscription and today's usage. */
export const subscriptionQuery = () =>
  queryOptions({
    queryKey: ['billing', 'subscription'],
    queryFn: ({ signal }) => apiRequest<Subscription>('/subscription', { signal }),
  });

export const useSubscription = () => useQuery(subscriptionQuery());
