import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { ApiError } from '../../lib/api-client';
import { CONFIRMING_FOR_MS, useCheckoutOutcome } from './api/checkout-outcome';
import { checkoutReturnText } from './checkout-return-text';

/** The checkout the address names (?payment=…&checkout=<id>), read once when the page opens. */
function useReturnedCheckout() {
  const [params, setParams] = useSearchParams();
  const [id] = useState(() => {
    const payment = params.get('payment');
    const known = payment === 'success' || payment === 'cancelled';
    return known ? params.get('checkout') : null;
  });
  const marked = params.has('payment') || params.has('checkout');
  useEffect(() => {
    if (!marked) return;
    // Gone at once, quietly: a reload or a shared link does not say it again.
    setParams(
      (current) => {
        current.delete('payment');
        current.delete('checkout');
        return current;
      },
      { replace: true },
    );
  }, [marked, setParams]);
  return id;
}

/**
 * The return from checkout (spec 02 §4), said only once the server has confirmed how a
 * checkout this account opened went: paid, still being confirmed, or not paid. Without a
 * checkout of theirs in the address, nothing is said.
 */
export function CheckoutReturnDialog() {
  const id = useReturnedCheckout();
  const [since] = useState(() => Date.now());
  const [waitedLong, setWaitedLong] = useState(false);
  const [open, setOpen] = useState(true);
  const outcome = useCheckoutOutcome(id, since);
  const queryClient = useQueryClient();
  const result = outcome.data?.outcome;

  useEffect(() => {
    if (result !== 'paid') return;
    void queryClient.invalidateQueries({ queryKey: ['billing', 'subscription'] });
    void queryClient.invalidateQueries({ queryKey: ['billing', 'invoices'] });
  }, [result, queryClient]);
  useEffect(() => {
    if (result !== 'pending') return;
    const timer = setTimeout(() => setWaitedLong(true), CONFIRMING_FOR_MS - (Date.now() - since));
    return () => clearTimeout(timer);
  }, [result, since]);

  // Not this account's checkout (or none at all): nothing to say.
  const unknown = outcome.error instanceof ApiError && outcome.error.status === 404;
  const text =
    id && !unknown && (outcome.data || outcome.isError)
      ? checkoutReturnText({ outcome: outcome.data, error: outcome.error, waitedLong })
      : null;
  return (
    <Dialog
      open={open && text !== null}
      onOpenChange={setOpen}
      title={text?.title ?? ''}
      description={text?.description ?? ''}
    >
      <div className="flex justify-end">
        <Button onClick={() => setOpen(false)}>{text?.button ?? 'Close'}</Button>
      </div>
    </Dialog>
  );
}
