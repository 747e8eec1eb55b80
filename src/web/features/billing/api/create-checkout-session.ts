import { useMutation } from '@tanstack/react-query';
import type { CheckoutSession } from '../../../../shared/schemas/billing';
import { apiRequest } from '../../../lib/api-client';

/** Opens the payment provider's checkout for a plan; it returns to /billing with ?payment=. */
export function useCheckout() {
  return useMutation({
    mutationFn: async (planId: string) => {
      const back = `${window.location.origin}/billing?payment=`;
      const session = await apiRequest<CheckoutSession>('/create-checkout-session', {
        method: 'POST',
        body: { price_id: planId, success_url: `${back}success`, cancel_url: `${back}cancelled` },
      });
      window.location.assign(session.url);
      return session;
    },
  });
}
