import { ClipboardList, Menu, Plus, UserPlus } from 'lucide-react';
import { useId, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { InboxNavLink } from '../../features/inbox/inbox-nav-link';
import { menuItemClasses, useMenuDisclosure } from './use-menu-disclosure';
import { MenuAction } from './menu-action';
import { AccountItems } from './user-menu';

interface PhoneMenuProps {
  /** The signed-in person's name or e-mail; undefined for a visitor. */
  account: string | undefined;
  onCreateAgent(event: MouseEvent<HTMLAnchorElement>): void;
  onSignUp(): void;
  onSignOut(): void;
}

/**
 * The header's links on a phone, behind one Menu button so the header stays one row: the
 * wizard, Create Agent, then the account's entries (or Sign Up for a visitor).
 */
export function PhoneMenu({ account, onCreateAgent, onSignUp, onSignOut }: PhoneMenuProps) {
  const { open, setOpen, rootRef, buttonRef, onBlur } = useMenuDisclosure();
  const listId = useId();
  const close = () => setOpen(false);
  // An entry that opens a dialog hands focus to the Menu first: the entry is hidden once the
  // menu folds, and the dialog gives focus back to whatever held it as it opened.
  const closeToMenu = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <div ref={rootRef} className="relative" onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((current) => !current)}
        className={buttonClasses('secondary', 'sm')}
      >
        <Menu aria-hidden className="size-4" /> Menu
      </button>
      <ul
        id={listId}
        hidden={!open}
        aria-label="Menu"
        className="absolute right-0 z-30 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        <li>
          <Link to="/core-framework" className={menuItemClasses} onClick={close}>
            <ClipboardList aria-hidden className="size-4" /> Setup Wizard
          </Link>
        </li>
        <li>
          <Link
            to="/agents/create"
            className={menuItemClasses}
            onClick={(event) => {
              closeToMenu();
              onCreateAgent(event);
            }}
          >
            <Plus aria-hidden className="size-4" /> Create Agent
          </Link>
        </li>
        {account ? (
          <>
            <li>
              <InboxNavLink className={menuItemClasses} onClick={close} />
            </li>
            <li className="mt-1 truncate border-t border-slate-200 px-3 pt-2 pb-1 text-xs text-slate-600">
              {account}
            </li>
            <AccountItems close={close} onSignOut={onSignOut} />
          </>
        ) : (
          <MenuAction fold={closeToMenu} act={onSignUp}>
            <UserPlus aria-hidden className="size-4" /> Sign Up
          </MenuAction>
        )}
      </ul>
    </div>
  );
}
