import { Button } from '../../components/ui/button';
import { RequestError } from '../../components/request-error';
import { formatDate } from '../../lib/format';
import { useResumeSubscription } from './api/resume-subscription';

/**
 * Resume subscription, offered while a cancelled subscription still runs: it renews again.
 * Stays mounted after resuming (without its button) so the outcome is still announced.
 */
export function ResumeSubscriptionButton({
  periodEnd,
  resumable,
}: {
  periodEnd: string | null;
  resumable: boolean;
}) {
  const resume = useResumeSubscription();
  const renews = periodEnd ? ` It renews on ${formatDate(periodEnd)}.` : '';
  return (
    <>
      {resumable && (
        <Button disabled={resume.isPending} onClick={() => resume.mutate()}>
          {resume.isPending ? 'Resuming…' : 'Resume subscription'}
        </Button>
      )}
      <div role="status" className="mt-3">
        {resume.isSuccess && !resumable && (
          <p className="text-green-800">Your subscription continues.{renews}</p>
        )}
      </div>
      {resume.isError && (
        <RequestError
          error={resume.error}
          fallback="Failed to resume the subscription. Please try again."
          className="mt-2 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
        />
      )}
    </>
  );
}
