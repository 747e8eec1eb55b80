import type { ReactNode } from 'react';
import { menuItemClasses } from './use-menu-disclosure';

/** A menu entry that acts rather than navigates: it folds the menu first, then acts. */
export function MenuAction({
  fold,
  act,
  children,
}: {
  fold(): void;
  act(): void;
  children: ReactNode;
}) {
  return (
    <li>
      <button
        type="button"
        className={menuItemClasses}
        onClick={() => {
          fold();
          act();
        }}
      >
        {children}
      </button>
    </li>
  );
}
