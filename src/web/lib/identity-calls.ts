import { createAuthClient } from 'better-auth/client';
import { jwtClient } from 'better-auth/client/plugins';
import { ApiError, apiErrorFromBody, networkError } from './api-client';
import type { SessionUser } from './session-store';

/** What a sign-up or sign-in gives: the session token (bearer of /api/auth) and the person. */
export interface SignedIn {
  sessionToken: string;
  user: SessionUser;
}

/** How better-auth's client answers: the data, or the error body with the status. */
interface ClientAnswer<T> {
  data: T | null;
  error: { status: number } | null;
}

interface AuthUser {
  id: string;
  name?: string | null;
  email: string;
}

/** The data of a call; its failure as the app's ApiError with the server's code and message. */
async function settle<T>(call: () => Promise<ClientAnswer<T>>): Promise<T | null> {
  let answer: ClientAnswer<T>;
  try {
    answer = await call();
  } catch {
    throw networkError();
  }
  // The error is our server's body ({ error: { code, message }, detail }) plus the status.
  if (answer.error) throw apiErrorFromBody(answer.error.status, answer.error);
  return answer.data;
}

const toSessionUser = ({ id, name, email }: AuthUser): SessionUser => ({
  id,
  name: name ?? '',
  email,
});

/**
 * The identity calls, through better-auth's client. This module is loaded on first use (see
 * auth-client.ts), so the client stays out of the first paint of `/`.
 */
export function createIdentityCalls(origin: string) {
  const client = createAuthClient({
    baseURL: `${origin}/api/auth`,
    plugins: [jwtClient()],
    fetchOptions: {
      // The session travels as a bearer token; no cookie is sent or kept.
      credentials: 'omit',
      // Late-bound, so the fetch of the moment is used (a stub at the boundary in tests).
      customFetchImpl: (input, init) => fetch(input, init),
    },
  });
  const bearer = (sessionToken: string) => ({
    auth: { type: 'Bearer' as const, token: sessionToken },
  });

  /**
   * A call that may start a session: its data and the session token, which comes in
   * `set-auth-token` (null when the call started none).
   */
  async function withSessionToken<T>(
    send: (onSuccess: (context: { response: Response }) => void) => Promise<ClientAnswer<T>>,
  ): Promise<{ data: T | null; sessionToken: string | null }> {
    let headerToken: string | null = null;
    const data = await settle(() =>
      send(({ response }) => void (headerToken = response.headers.get('set-auth-token'))),
    );
    const bodyToken = (data as { token?: string | null } | null)?.token;
    return { data, sessionToken: headerToken ?? bodyToken ?? null };
  }

  /** Sign-in answers the person and their session token. */
  async function startSession(
    send: (
      onSuccess: (context: { response: Response }) => void,
    ) => Promise<ClientAnswer<{ token?: string | null; user: AuthUser }>>,
  ): Promise<SignedIn> {
    const { data, sessionToken } = await withSessionToken(send);
    if (!data || !sessionToken) {
      throw new ApiError(502, 'no_session_token', 'The server answered without a session token.');
    }
    return { sessionToken, user: toSessionUser(data.user) };
  }

  return {
    /**
     * The person is signed in at once, or (when the server confirms e-mail addresses) an
     * e-mail is on its way: 'confirm-email', whether the address was new or taken.
     */
    async signUpWithEmail(input: {
      email: string;
      password: string;
      name?: string;
    }): Promise<SignedIn | 'confirm-email'> {
      const { data, sessionToken } = await withSessionToken((onSuccess) =>
        client.signUp.email({
          email: input.email,
          password: input.password,
          // The app asks for no name; better-auth requires the field.
          name: input.name ?? '',
          fetchOptions: { onSuccess },
        }),
      );
      if (!data) throw new ApiError(502, 'no_answer', 'The server answered nothing.');
      return sessionToken ? { sessionToken, user: toSessionUser(data.user) } : 'confirm-email';
    },

    /**
     * Opens a confirmation link's token: the session token it signs in with, or null when the
     * link was used already (it signs in once).
     */
    async confirmEmail(token: string): Promise<string | null> {
      const { sessionToken } = await withSessionToken<unknown>(
        (onSuccess) =>
          client.verifyEmail({ query: { token }, fetchOptions: { onSuccess } }) as Promise<
            ClientAnswer<unknown>
          >,
      );
      return sessionToken;
    },

    signInWithEmail: (input: { email: string; password: string }) =>
      startSession((onSuccess) =>
        client.signIn.email({
          email: input.email,
          password: input.password,
          fetchOptions: { onSuccess },
        }),
      ),

    /** Ends the session on the server; its JWTs stop working at once. */
    async signOutSession(sessionToken: string): Promise<void> {
      await settle(() => client.signOut({ fetchOptions: bearer(sessionToken) }));
    },

    /** Exchanges the session token for a short-lived JWT (401 once the session has ended). */
    async fetchAccessToken(sessionToken: string): Promise<string> {
      const data = await settle(() => client.token({ fetchOptions: bearer(sessionToken) }));
      if (!data?.token) throw new ApiError(502, 'no_access_token', 'The server sent no token.');
      return data.token;
    },

    /** The person behind a session token (a popup sign-in hands over only the token). */
    async fetchSessionUser(sessionToken: string): Promise<SignedIn> {
      const data = await settle(() => client.getSession({ fetchOptions: bearer(sessionToken) }));
      if (!data?.user) {
        throw new ApiError(401, 'session_not_found', 'The session of the sign-in was not found.');
      }
      return { sessionToken, user: toSessionUser(data.user) };
    },
  };
}

export type IdentityCalls = ReturnType<typeof createIdentityCalls>;
