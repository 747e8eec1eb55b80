import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { setTokenProvider } from '../../lib/api-client';
import { ApiError } from '../../lib/api-client';
import {
  confirmEmail,
  createBillingCustomer,
  fetchAccessToken,
  fetchSessionUser,
  signInWithEmail,
  signOutSession,
  signUpWithEmail,
} from '../../lib/auth-client';
import { createTokenManager } from '../../lib/auth-token-manager';
import { signInWithPopup } from '../../lib/popup-sign-in';
import { createBrowserSessionStore, type SessionUser } from '../../lib/session-store';
import { AuthContext, type AuthContextValue } from './use-auth';

/** One per page: the token manager outlives re-renders and StrictMode's double effects. */
const manager = createTokenManager({
  fetchAccessToken,
  revokeSession: signOutSession,
  store: createBrowserSessionStore(),
});

// Every /api call carries the signed-in person's JWT, and none for visitors (spec 01 §6).
setTokenProvider(async (forceRefresh) => (await manager.getAccessToken(forceRefresh)) ?? undefined);

const subscribe = (onStoreChange: () => void) => manager.onChange(() => onStoreChange());

/** A new account's first session: kept, and its billing customer made. */
async function startNewAccount(sessionToken: string, user: SessionUser) {
  await manager.signIn(sessionToken, user);
  // The billing customer is a side matter: sign-up succeeds even when this fails.
  createBillingCustomer().catch((error: unknown) =>
    console.warn('Could not create the billing customer after sign-up.', error),
  );
}

async function signUp(email: string, password: string, name?: string) {
  const outcome = await signUpWithEmail({ email, password, name });
  if (outcome === 'confirm-email') return outcome;
  await startNewAccount(outcome.sessionToken, outcome.user);
  return 'signed-in' as const;
}

/** As a popup sign-in does: the session token, then the person behind it. */
async function confirmEmailAndSignIn(token: string) {
  const sessionToken = await confirmEmail(token);
  if (!sessionToken) {
    throw new ApiError(410, 'link_used', 'This link has been used already.');
  }
  const { user } = await fetchSessionUser(sessionToken);
  await startNewAccount(sessionToken, user);
}

async function logIn(email: string, password: string) {
  const { sessionToken, user } = await signInWithEmail({ email, password });
  await manager.signIn(sessionToken, user);
}

async function logInWithPopup(provider: string, trustedOrigins: string[], authOrigin: string) {
  const sessionToken = await signInWithPopup({ provider, trustedOrigins, authOrigin });
  const { user } = await fetchSessionUser(sessionToken);
  await manager.signIn(sessionToken, user);
}

const logOut = () => manager.signOut();
const renameUser = (userId: string, name: string) => manager.renameUser(userId, name);
const getAccessToken = (forceRefresh?: boolean) => manager.getAccessToken(forceRefresh);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { status, user } = useSyncExternalStore(subscribe, manager.getSnapshot);

  useEffect(() => void manager.restore(), []);

  // After sign-out (or a switch of person) nobody may see the last person's data: drop the
  // cache and fetch afresh. After sign-in the public data stays on screen while it refetches
  // with the bearer. The first report (end of loading) changes nothing.
  useEffect(() => {
    let previous = manager.getSnapshot();
    return manager.onChange((next) => {
      const before = previous;
      previous = manager.getSnapshot();
      if (before.status === 'loading' || before.user?.id === next?.id) return;
      if (!before.user) return void queryClient.invalidateQueries();
      queryClient.removeQueries({ type: 'inactive' });
      void queryClient.resetQueries();
    });
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user,
      signUp,
      confirmEmail: confirmEmailAndSignIn,
      logIn,
      logInWithPopup,
      logOut,
      renameUser,
      getAccessToken,
    }),
    [status, user],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
