import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import type { AuthDialogKind } from './auth-dialog';

const AuthDialog = lazy(() => import('./auth-dialog'));

/**
 * Sign In where a page asks a visitor to sign in: the header's dialog, opened from here.
 * Once signed in the page stays where it is and shows what it holds for the person.
 */
export function SignInButton({ onSignedIn }: { onSignedIn?: () => void } = {}) {
  const [kind, setKind] = useState<AuthDialogKind | null>(null);
  return (
    <>
      <Button size="sm" className="mt-3" onClick={() => setKind('sign-in')}>
        Sign In
      </Button>
      {kind ? (
        <Suspense fallback={null}>
          <AuthDialog
            kind={kind}
            onKindChange={setKind}
            onClose={() => setKind(null)}
            onSignedIn={() => {
              setKind(null);
              onSignedIn?.();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
