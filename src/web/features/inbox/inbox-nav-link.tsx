import clsx from 'clsx';
import { Inbox } from 'lucide-react';
import { NavLink } from 'react-router';
import { useWaitingCount } from './lib/waiting-requests';

/**
 * The header's Inbox entry, with a badge counting the conversations asking for a person
 * (as the open inbox knows them). `className` styles it for the header or the phone menu.
 */
export function InboxNavLink({ className, onClick }: { className: string; onClick?(): void }) {
  const waiting = useWaitingCount();
  return (
    <NavLink to="/inbox" className={className} onClick={onClick}>
      <Inbox aria-hidden className="size-4" /> Inbox
      {waiting > 0 && (
        <span className={clsx('rounded-full bg-amber-500 px-1.5 text-xs font-bold text-slate-950')}>
          {waiting}
          <span className="sr-only"> asking for a person</span>
        </span>
      )}
    </NavLink>
  );
}
