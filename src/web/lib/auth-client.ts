import type { PasswordPolicy } from '../../shared/password-policy';
import type { IdentityProviders } from '../../shared/schemas/auth';
import { apiRequest, networkError } from './api-client';
import type { IdentityCalls, SignedIn } from './identity-calls';

export type { SignedIn };

let loading: Promise<IdentityCalls> | undefined;

/**
 * better-auth's client (~12 KB gzip) is loaded on the first identity call, not with the first
 * paint of `/`: a visitor who never signs in never downloads it.
 */
function identity(): Promise<IdentityCalls> {
  loading ??= import('./identity-calls').then(
    ({ createIdentityCalls }) => createIdentityCalls(window.location.origin),
    () => {
      // The chunk did not arrive (offline, a deploy replaced it): try again on the next call.
      loading = undefined;
      throw networkError();
    },
  );
  return loading;
}

/** Starts loading the identity calls ahead of need (a sign-in dialog opened). */
export function preloadIdentityCalls(): void {
  identity().catch(() => undefined);
}

/** Signed in at once, or 'confirm-email': a confirmation e-mail is on its way. */
export async function signUpWithEmail(input: {
  email: string;
  password: string;
  name?: string;
}): Promise<SignedIn | 'confirm-email'> {
  return (await identity()).signUpWithEmail(input);
}

/** The session a confirmation link's token signs in with; null once the link was used. */
export async function confirmEmail(token: string): Promise<string | null> {
  return (await identity()).confirmEmail(token);
}

export async function signInWithEmail(input: {
  email: string;
  password: string;
}): Promise<SignedIn> {
  return (await identity()).signInWithEmail(input);
}

/** Ends the session on the server; its JWTs stop working at once. */
export async function signOutSession(sessionToken: string): Promise<void> {
  return (await identity()).signOutSession(sessionToken);
}

/** Exchanges the session token for a short-lived JWT (401 once the session has ended). */
export async function fetchAccessToken(sessionToken: string): Promise<string> {
  return (await identity()).fetchAccessToken(sessionToken);
}

/** The person behind a session token (after a popup sign-in, which hands over only the token). */
export async function fetchSessionUser(sessionToken: string): Promise<SignedIn> {
  return (await identity()).fetchSessionUser(sessionToken);
}

/** Creates the billing customer of a new account; the JWT comes from the token provider. */
export async function createBillingCustomer(): Promise<void> {
  await apiRequest('/create-customer', { method: 'POST' });
}

export async function fetchPasswordPolicy(): Promise<PasswordPolicy> {
  return apiRequest<PasswordPolicy>('/auth/password-policy');
}

export async function fetchIdentityProviders(): Promise<IdentityProviders> {
  return apiRequest<IdentityProviders>('/auth/providers');
}
