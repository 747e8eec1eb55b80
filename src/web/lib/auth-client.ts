import type { PasswordPolicy } from '../../shared/password-policy';
import type { IdentityProviders } from '../../shared/schemas/auth';
import { apiRequest, networkError, readApiError } from './api-client';
import type { SessionUser } from './session-store';

/** What a sign-up or sign-in gives: the session token (bearer of /api/auth) and the person. */
export interface SignedIn {
  sessionToken: string;
  user: SessionUser;
}

interface AuthAnswer {
  token?: string;
  user: { id: string; name?: string | null; email: string };
}

/**
 * The identity endpoints under /api/auth. They take the *session* token as bearer, not the
 * JWT, so they do not go through apiRequest's token provider.
 */
async function authFetch(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; sessionToken?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.sessionToken) headers.Authorization = `Bearer ${init.sessionToken}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      // The session travels as a bearer token; no cookie is needed or sent.
      credentials: 'omit',
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw await readApiError(response);
  return response;
}

async function signedIn(response: Response): Promise<SignedIn> {
  const body = (await response.json()) as AuthAnswer;
  const sessionToken = response.headers.get('set-auth-token') ?? body.token;
  if (!sessionToken) throw new Error('The server answered without a session token.');
  const { id, name, email } = body.user;
  return { sessionToken, user: { id, name: name ?? '', email } };
}

export async function signUpWithEmail(input: {
  email: string;
  password: string;
  name?: string;
}): Promise<SignedIn> {
  const body = { email: input.email, password: input.password, name: input.name ?? '' };
  return signedIn(await authFetch('/sign-up/email', { method: 'POST', body }));
}

export async function signInWithEmail(input: { email: string; password: string }) {
  const body = { email: input.email, password: input.password };
  return signedIn(await authFetch('/sign-in/email', { method: 'POST', body }));
}

/** Ends the session on the server; its JWTs stop working at once. */
export async function signOutSession(sessionToken: string): Promise<void> {
  await authFetch('/sign-out', { method: 'POST', body: {}, sessionToken });
}

/** Exchanges the session token for a short-lived JWT (401 once the session has ended). */
export async function fetchAccessToken(sessionToken: string): Promise<string> {
  const response = await authFetch('/token', { sessionToken });
  return ((await response.json()) as { token: string }).token;
}

export async function fetchPasswordPolicy(): Promise<PasswordPolicy> {
  return (await authFetch('/password-policy')).json() as Promise<PasswordPolicy>;
}

/** Creates the billing customer of a new account; the JWT comes from the token provider. */
export async function createBillingCustomer(): Promise<void> {
  await apiRequest('/create-customer', { method: 'POST' });
}

/** The person behind a session token (after a popup sign-in, which hands over only the token). */
export async function fetchSessionUser(sessionToken: string): Promise<SignedIn> {
  const response = await authFetch('/get-session', { sessionToken });
  const body = (await response.json()) as AuthAnswer | null;
  if (!body?.user) throw new Error('The session from the sign-in window was not found.');
  const { id, name, email } = body.user;
  return { sessionToken, user: { id, name: name ?? '', email } };
}

export async function fetchIdentityProviders(): Promise<IdentityProviders> {
  return (await authFetch('/providers')).json() as Promise<IdentityProviders>;
}
