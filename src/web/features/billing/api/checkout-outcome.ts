import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutOutcome } from '../../../../shared/schemas/billing';
import { apiRequest } from '../../../lib/api-client';

/** Asked every 2 s while a paid checkout awaits confirmation, for at most this long. */
export const CONFIRMING_FOR_MS = 60_000;

/** How a checkout this account opened went, as the server confirmed it. */
export const checkoutOutcomeQuery = (id: string) =>
  queryOptions({
    queryKey: ['billing', 'checkout', id],
    queryFn: ({ signal }) =>
      apiRequest<CheckoutOutcome>(`/checkout-sessions/${encodeURIComponent(id)}`, { signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });

/** Asks again while the answer is "pending", until it is not or CONFIRMING_FOR_MS has passed. */
export function useCheckoutOutcome(id: string | null, since: number) {
  return useQuery({
    ...checkoutOutcomeQuery(id ?? ''),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data?.outcome === 'pending' && Date.now() - since < CONFIRMING_FOR_MS
        ? 2000
        : false,
  });
}
