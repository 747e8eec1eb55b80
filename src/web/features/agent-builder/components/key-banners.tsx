import clsx from 'clsx';
import { X } from 'lucide-react';

function Banner({
  tone,
  text,
  onDismiss,
}: {
  tone: 'error' | 'success';
  text: string;
  onDismiss: () => void;
}) {
  return (
    <div
      className={clsx(
        'flex items-start justify-between gap-3 rounded-lg border p-3 text-sm',
        tone === 'error'
          ? 'border-red-200 bg-red-50 text-red-800'
          : 'border-green-200 bg-green-50 text-green-800',
      )}
    >
      <p>{text}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={tone === 'error' ? 'Dismiss error' : 'Dismiss message'}
        className="-m-1 rounded-md p-1 hover:bg-black/5"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}

/**
 * The dismissable failure and success banners, in live regions that are always present so
 * screen readers announce a banner the moment it appears.
 */
export function KeyBanners({
  error,
  success,
  onDismissError,
  onDismissSuccess,
}: {
  error: string | null;
  success: string | null;
  onDismissError: () => void;
  onDismissSuccess: () => void;
}) {
  return (
    <div className="space-y-2">
      <div role="alert">
        {error && <Banner tone="error" text={error} onDismiss={onDismissError} />}
      </div>
      <div role="status">
        {success && <Banner tone="success" text={success} onDismiss={onDismissSuccess} />}
      </div>
    </div>
  );
}
