import { Link } from 'react-router';
import { errorSentence, isPlanLimit } from '../lib/error-sentence';

/**
 * A failed request, said where the person acted: the server's sentence for a refusal, the
 * fallback for a fault, and for a plan limit a link to Billing, where the limit is lifted.
 */
export function RequestError({
  error,
  fallback,
  className,
}: {
  error: unknown;
  fallback: string;
  className?: string;
}) {
  return (
    <p role="alert" className={className ?? 'text-sm text-red-700'}>
      {errorSentence(error, fallback)}
      {isPlanLimit(error) && (
        <>
          {' '}
          <Link to="/billing" className="font-medium underline">
            See plans in Billing
          </Link>
        </>
      )}
    </p>
  );
}
