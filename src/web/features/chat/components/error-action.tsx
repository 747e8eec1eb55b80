import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import type { ChatMessage } from '../lib/chat-message';

/**
 * A failed turn's way forward, under its sentence: the plans in Billing, or Sign up (the
 * header's dialog, opened by `?auth=sign-up`; the chat starts afresh for the new account).
 */
export function ErrorAction({ action }: { action: NonNullable<ChatMessage['action']> }) {
  if (action === 'billing') {
    return (
      <Link to="/billing" className="mt-2 inline-block font-medium text-brand-700 underline">
        See plans in Billing
      </Link>
    );
  }
  return (
    <ButtonLink to={{ search: '?auth=sign-up' }} size="sm" className="mt-2">
      Sign up
    </ButtonLink>
  );
}
