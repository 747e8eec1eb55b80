import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '../../../../shared/schemas/billing';
import { apiRequest } from '../../../lib/api-client';
import { subscriptionQuery } from './get-subscription';

/** Ends the subscription at the end of its period; the page shows the new state at once. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Subscription>('/cancel-subscription', { method: 'POST' }),
    onSuccess: (subscription) =>
      queryClient.setQueryData(subscriptionQuery().queryKey, subscription),
  });
}
