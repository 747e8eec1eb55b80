import { ClipboardList, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/constants';
import { Button, ButtonLink } from '../../components/ui/button';
import { useAuth } from '../auth/use-auth';
import type { AuthDialogKind } from './auth-dialog';
import { UserMenu } from './user-menu';

const AuthDialog = lazy(() => import('./auth-dialog'));

/** Which dialog is open, and where to go once the person has signed in. */
type DialogState = { kind: AuthDialogKind; next?: string } | null;

export function SiteHeader() {
  const { status, user, logOut } = useAuth();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<DialogState>(null);

  function signedIn() {
    const next = dialog?.next;
    setDialog(null);
    if (next) void navigate(next);
  }

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-lg font-bold text-brand-700"
        >
          <img src="/favicon.svg" alt="" className="size-7" /> {PRODUCT_NAME}
        </Link>
        <nav aria-label="Account" className="flex min-h-9 flex-wrap items-center gap-2">
          <ButtonLink to="/core-framework" size="sm" variant="ghost">
            <ClipboardList aria-hidden className="size-4" /> Setup Wizard
          </ButtonLink>
          <ButtonLink
            to="/agents/create"
            size="sm"
            onClick={(event) => {
              // Visitors sign in first, then land on the editor.
              if (status !== 'signed-out') return;
              event.preventDefault();
              setDialog({ kind: 'sign-in', next: '/agents/create' });
            }}
          >
            <Plus aria-hidden className="size-4" /> Create Agent
          </ButtonLink>
          {status === 'loading' ? (
            // Until the saved session is read: the space the buttons take, and nothing in it.
            <span aria-hidden className="inline-block h-9 w-40" />
          ) : user ? (
            <UserMenu label={user.name || user.email} onSignOut={() => void logOut()} />
          ) : (
            <>
              <Button variant="ghost" size="sm" onClick={() => setDialog({ kind: 'sign-in' })}>
                Sign In
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setDialog({ kind: 'sign-up' })}>
                Sign Up
              </Button>
            </>
          )}
        </nav>
      </div>
      {dialog ? (
        <Suspense fallback={null}>
          <AuthDialog
            kind={dialog.kind}
            onKindChange={(kind) => setDialog({ ...dialog, kind })}
            onClose={() => setDialog(null)}
            onSignedIn={signedIn}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
