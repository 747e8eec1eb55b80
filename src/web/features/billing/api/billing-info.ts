import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  BillingInfo,
  BillingInfoInput,
  BillingInfoSavedSchema,
} from '../../../../shared/schemas/billing-info';
import { apiRequest } from '../../../lib/api-client';

export const billingInfoQuery = () =>
  queryOptions({
    queryKey: ['billing', 'info'],
    queryFn: ({ signal }) => apiRequest<BillingInfo>('/billing-info', { signal }),
  });

export const useBillingInfo = () => useQuery(billingInfoQuery());

/** Saves the billing information and keeps the stored version in the cache. */
export function useSaveBillingInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingInfoInput) =>
      apiRequest<z.infer<typeof BillingInfoSavedSchema>>('/billing-info', { method: 'POST', body }),
    onSuccess: (saved) => queryClient.setQueryData(billingInfoQuery().queryKey, saved.billing_info),
  });
}
