import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { RequestError } from '../../components/request-error';
import { formatDate } from '../../lib/format';
import { useCancelSubscription } from './api/cancel-subscription';

/**
 * Cancel Subscription behind a confirmation; the plan stays until the period ends. Stays
 * mounted after cancelling (without its button) so the outcome is still announced.
 */
export function CancelSubscriptionButton({
  periodEnd,
  cancellable,
}: {
  periodEnd: string | null;
  cancellable: boolean;
}) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  const until = periodEnd ? ` on ${formatDate(periodEnd)}` : ' at the end of the period';
  return (
    <>
      {cancellable && (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Cancel Subscription
        </Button>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Cancel your subscription?"
        description={`Your plan stays until it ends${until}; after that you are on the Free plan.`}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Keep my plan
          </Button>
          <Button
            variant="danger"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onSettled: () => setOpen(false) })}
          >
            {cancel.isPending ? 'Cancelling…' : 'Cancel Subscription'}
          </Button>
        </div>
      </Dialog>
      <div role="status" className="mt-3">
        {cancel.isSuccess && !cancellable && (
          <p className="text-green-800">Subscription cancelled successfully</p>
        )}
      </div>
      {cancel.isError && (
        <RequestError
          error={cancel.error}
          fallback="Failed to cancel subscription. Please try again."
          className="mt-2 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
        />
      )}
    </>
  );
}
