import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';

type Outcome = 'success' | 'cancelled';

/**
 * The return from checkout (?payment=success|cancelled, spec 02 §4): the query is removed at
 * once so a reload does not say it again, and the subscription is read afresh.
 */
export function CheckoutReturnDialog() {
  const [params, setParams] = useSearchParams();
  const payment = params.get('payment');
  // Read once from the address the person came back to; the effect then removes it.
  const [outcome, setOutcome] = useState<Outcome | null>(() =>
    payment === 'success' || payment === 'cancelled' ? payment : null,
  );
  const queryClient = useQueryClient();

  useEffect(() => {
    if (payment !== 'success' && payment !== 'cancelled') return;
    setParams(
      (current) => {
        current.delete('payment');
        return current;
      },
      { replace: true },
    );
    void queryClient.invalidateQueries({ queryKey: ['billing'] });
  }, [payment, setParams, queryClient]);

  const close = () => setOutcome(null);
  const success = outcome === 'success';
  return (
    <Dialog
      open={outcome !== null}
      onOpenChange={(open) => !open && close()}
      title={success ? 'Payment Successful!' : 'Payment Cancelled'}
      description={
        success
          ? 'Payment successful! Your subscription has been updated.'
          : 'No payment was taken and your plan is unchanged.'
      }
    >
      <div className="flex justify-end">
        <Button onClick={close}>{success ? 'Continue' : 'Close'}</Button>
      </div>
    </Dialog>
  );
}
