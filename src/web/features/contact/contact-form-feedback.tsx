import type { FieldErrors } from 'react-hook-form';
import { SUPPORT_RESPONSE_HOURS } from '../../../shared/constants';
import { RequestError } from '../../components/request-error';
import { StatusMessage } from '../../components/ui/status-message';
import type { ContactValues } from './contact-values';

const boxClasses = 'rounded-lg border border-red-200 bg-red-50 p-4 text-red-800';

/**
 * Above the Send button: the spec's line for blank required fields, a line pointing at the
 * fields the server refused (each says why under itself), the server's sentence for any other
 * refusal, or the thanks once the message is stored.
 */
export function ContactFormFeedback({
  errors,
  failure,
  failureNamedFields,
  sent,
}: {
  errors: FieldErrors<ContactValues>;
  failure: Error | null;
  /** The failure was a refusal of fields, now marked (its own sentence names a path). */
  failureNamedFields: boolean;
  sent: boolean;
}) {
  const found = Object.values(errors);
  const missing = found.some((error) => error?.type !== 'server');
  const marked = found.some((error) => error?.type === 'server');
  return (
    <>
      {missing && <StatusMessage tone="error">Please fill in all required fields.</StatusMessage>}
      {failure && !failureNamedFields && (
        <RequestError
          className={boxClasses}
          error={failure}
          fallback="We could not send your message. Please try again."
        />
      )}
      {failure && failureNamedFields && marked && (
        <StatusMessage tone="error">
          We could not send your message: please correct the marked fields.
        </StatusMessage>
      )}
      <div role="status">
        {sent && (
          <div className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-800">
            <p className="font-medium">Thank you! Your message has been sent.</p>
            <p className="mt-1">We will reply within {SUPPORT_RESPONSE_HOURS} hours.</p>
          </div>
        )}
      </div>
    </>
  );
}
