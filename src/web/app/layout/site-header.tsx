import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/constants';
import { Button, ButtonLink } from '../../components/ui/button';
import type { AuthDialogKind } from './auth-dialog';

const AuthDialog = lazy(() => import('./auth-dialog'));

export function SiteHeader() {
  const [dialog, setDialog] = useState<AuthDialogKind | null>(null);
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-lg font-bold text-brand-700"
        >
          <img src="/favicon.svg" alt="" className="size-7" /> {PRODUCT_NAME}
        </Link>
        <nav aria-label="Account" className="flex flex-wrap items-center gap-2">
          <ButtonLink to="/agents/create" size="sm">
            <Plus aria-hidden className="size-4" /> Create Agent
          </ButtonLink>
          <Button variant="ghost" size="sm" onClick={() => setDialog('sign-in')}>
            Sign In
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setDialog('sign-up')}>
            Sign Up
          </Button>
        </nav>
      </div>
      {dialog ? (
        <Suspense fallback={null}>
          <AuthDialog kind={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </header>
  );
}
