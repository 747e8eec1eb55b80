import { ClipboardList, Plus } from 'lucide-react';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/constants';
import { Button, ButtonLink, buttonClasses } from '../../components/ui/button';
import { InboxNavLink } from '../../features/inbox/inbox-nav-link';
import { useAuth } from '../auth/use-auth';
import type { AuthDialogKind } from './auth-dialog';
import { PhoneMenu } from './phone-menu';
import { UserMenu } from './user-menu';

const AuthDialog = lazy(() => import('./auth-dialog'));

/** Which dialog is open, and where to go once the person has signed in. */
type DialogState = { kind: AuthDialogKind; next?: string } | null;

/** `?auth=sign-up` (or sign-in) on any page opens that dialog: how a page offers an account. */
const AUTH_PARAM = 'auth';

export function SiteHeader() {
  const { status, user, logOut } = useAuth();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [params, setParams] = useSearchParams();
  const asked = params.get(AUTH_PARAM);
  const askedKind =
    status === 'signed-out' && (asked === 'sign-up' || asked === 'sign-in') ? asked : undefined;
  // The dialog the person opened here, else the one the address asks for.
  const shown: DialogState = dialog ?? (askedKind ? { kind: askedKind } : null);

  function close() {
    setDialog(null);
    if (asked === null) return;
    setParams(
      (current) => {
        current.delete(AUTH_PARAM);
        return current;
      },
      { replace: true },
    );
  }
  function signedIn() {
    const next = shown?.next;
    close();
    if (next) void navigate(next);
  }
  // Visitors sign in first, then land on the editor.
  const createAgent = (event: MouseEvent<HTMLAnchorElement>) => {
    if (status !== 'signed-out') return;
    event.preventDefault();
    setDialog({ kind: 'sign-in', next: '/agents/create' });
  };
  const account = user ? user.name || user.email : undefined;

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:flex-wrap sm:px-6 lg:px-8">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-lg font-bold text-brand-700"
        >
          <img src="/favicon.svg" alt="" className="size-7" /> {PRODUCT_NAME}
        </Link>
        <nav aria-label="Account" className="hidden min-h-9 flex-wrap items-center gap-2 sm:flex">
          <ButtonLink to="/core-framework" size="sm" variant="ghost">
            <ClipboardList aria-hidden className="size-4" /> Setup Wizard
          </ButtonLink>
          <ButtonLink to="/agents/create" size="sm" onClick={createAgent}>
            <Plus aria-hidden className="size-4" /> Create Agent
          </ButtonLink>
          {status === 'loading' ? (
            // Until the saved session is read: the space the buttons take, and nothing in it.
            <span aria-hidden className="inline-block h-9 w-40" />
          ) : account ? (
            <>
              <InboxNavLink className={buttonClasses('ghost', 'sm')} />
              <UserMenu label={account} onSignOut={() => void logOut()} />
            </>
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
        <nav aria-label="Account" className="flex min-h-9 items-center gap-2 sm:hidden">
          {status === 'signed-out' && (
            <Button
              variant="ghost"
              size="sm"
              className="whitespace-nowrap"
              onClick={() => setDialog({ kind: 'sign-in' })}
            >
              Sign In
            </Button>
          )}
          {status !== 'loading' && (
            <PhoneMenu
              account={account}
              onCreateAgent={createAgent}
              onSignUp={() => setDialog({ kind: 'sign-up' })}
              onSignOut={() => void logOut()}
            />
          )}
        </nav>
      </div>
      {shown ? (
        <Suspense fallback={null}>
          <AuthDialog
            kind={shown.kind}
            onKindChange={(kind) => setDialog({ ...shown, kind })}
            onClose={close}
            onSignedIn={signedIn}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
