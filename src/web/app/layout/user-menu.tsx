import { ChevronDown, CircleUser, LogOut } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useIsOperator } from '../../lib/operator';
import { MenuAction } from './menu-action';
import { menuItemClasses, useMenuDisclosure } from './use-menu-disclosure';

export const accountLinks = [
  { to: '/profile', label: 'Profile' },
  { to: '/billing', label: 'Billing' },
  { to: '/invoices', label: 'Invoices' },
];

/** The account's entries (Profile, Billing, Invoices, Console for operators, Sign Out). */
export function AccountItems({ close, onSignOut }: { close(): void; onSignOut(): void }) {
  const operator = useIsOperator();
  const links = operator ? [...accountLinks, { to: '/admin', label: 'Console' }] : accountLinks;
  return (
    <>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={menuItemClasses} onClick={close}>
            {link.label}
          </Link>
        </li>
      ))}
      <MenuAction fold={close} act={onSignOut}>
        <LogOut aria-hidden className="size-4" /> Sign Out
      </MenuAction>
    </>
  );
}

/**
 * The signed-in person's menu: a disclosure button and a short list (use-menu-disclosure:
 * focus, Escape, clicks outside).
 */
export function UserMenu({ label, onSignOut }: { label: string; onSignOut(): void }) {
  const { open, setOpen, rootRef, buttonRef, onBlur } = useMenuDisclosure();
  const listId = useId();
  return (
    <div ref={rootRef} className="relative" onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((current) => !current)}
        className={buttonClasses('secondary', 'sm', 'max-w-56')}
      >
        <CircleUser aria-hidden className="size-4 shrink-0" />
        <span className="truncate">{label}</span>
        <ChevronDown aria-hidden className="size-4 shrink-0" />
      </button>
      <ul
        id={listId}
        hidden={!open}
        aria-label="Account"
        className="absolute right-0 z-30 mt-2 w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        <AccountItems close={() => setOpen(false)} onSignOut={onSignOut} />
      </ul>
    </div>
  );
}
