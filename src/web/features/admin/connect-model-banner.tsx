import { X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useIsOperator } from '../../lib/operator';
import { useModelSettings } from './api/model-settings';
import { CONSOLE_HOME } from './console-pages';

const DISMISSED = 'coachforge.connect-model-banner-dismissed';

const wasDismissed = () => {
  try {
    return sessionStorage.getItem(DISMISSED) === '1';
  } catch {
    return false; // storage refused (private mode): the banner shows again, nothing breaks
  }
};

/**
 * First run: an operator whose coaches still answer from the offline engine is offered the
 * console's Language model page. Dismissed, it stays away for the rest of the session.
 */
export function ConnectModelBanner() {
  const operator = useIsOperator();
  const { pathname } = useLocation();
  const settings = useModelSettings(operator);
  const [dismissed, setDismissed] = useState(wasDismissed);
  const offline = settings.data?.serving === 'offline';
  if (!operator || !offline || dismissed || pathname.startsWith('/admin')) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(DISMISSED, '1');
    } catch {
      // Not kept: it is gone for this page only.
    }
  };
  return (
    <aside aria-label="Language model" className="bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <p>
          The coaches answer from the offline engine.{' '}
          <Link to={CONSOLE_HOME} className="font-semibold underline">
            Connect a language model
          </Link>
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss: connect a language model later"
          className="rounded-md p-1 hover:bg-amber-100"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
    </aside>
  );
}
