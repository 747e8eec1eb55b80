import { createContext, useContext } from 'react';
import type { AuthStatus, SessionUser } from '../../lib/session-store';

/** Spec 01 §3: the current user, sign up, log in, log out and the bearer token of /api. */
export interface AuthContextValue {
  /** 'loading' until the saved session has been read once. */
  status: AuthStatus;
  user: SessionUser | null;
  /**
   * 'signed-in' at once, or 'confirm-email' when the server confirms addresses: an e-mail is
   * on its way (the same answer for a new and a taken address).
   */
  signUp(email: string, password: string, name?: string): Promise<'signed-in' | 'confirm-email'>;
  /** Opens a confirmation link's token: signs the new account in (once). */
  confirmEmail(token: string): Promise<void>;
  logIn(email: string, password: string): Promise<void>;
  /**
   * Spec 01 §3 'log in with popup': an identity provider's sign-in in a 500×600 window.
   * `authOrigin` (the providers' `auth_origin`) is where the flow runs.
   */
  logInWithPopup(provider: string, trustedOrigins: string[], authOrigin: string): Promise<void>;
  logOut(): Promise<void>;
  /** The person saved a new name on their profile: the header shows it from now on. */
  renameUser(userId: string, name: string): Promise<void>;
  /** A valid JWT for the signed-in person (fetched when missing or nearly expired), else null. */
  getAccessToken(forceRefresh?: boolean): Promise<string | null>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth is used outside <AuthProvider>.');
  return auth;
}
