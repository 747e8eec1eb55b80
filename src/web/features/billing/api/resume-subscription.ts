import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '../../../../shared/schemas/billing';
import { apiRequest } from '../../../lib/api-client';
import { subscriptionQuery } from './get-subscription';

/** Keeps a cancelled subscription: it renews again; the page shows the new state at once. */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Subscription>('/resume-subscription', { method: 'POST' }),
    onSuccess: (subscription) =>
      queryClient.setQueryData(subscriptionQuery().queryKey, subscription),
  });
}
