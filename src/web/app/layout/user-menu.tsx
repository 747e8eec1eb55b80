import { ChevronDown, CircleUser, LogOut } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';

const links = [
  { to: '/profile', label: 'Profile' },
  { to: '/billing', label: 'Billing' },
  { to: '/invoices', label: 'Invoices' },
];
const itemClasses =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100';

/**
 * The signed-in person's menu: a disclosure button and a short list. Escape or a click
 * outside closes it; opening moves focus to the first entry, Escape returns it to the button.
 */
export function UserMenu({ label, onSignOut }: { label: string; onSignOut(): void }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    rootRef.current?.querySelector<HTMLElement>('ul a, ul button')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // Tabbing out of the menu closes it.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

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
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={itemClasses} onClick={() => setOpen(false)}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={itemClasses}
            onClick={() => {
              setOpen(false);
              onSignOut();
            }}
          >
            <LogOut aria-hidden className="size-4" /> Sign Out
          </button>
        </li>
      </ul>
    </div>
  );
}
