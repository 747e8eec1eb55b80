import type { FastifyInstance } from 'fastify';

export interface TestAccount {
  userId: string;
  email: string;
  /** The better-auth session token: the bearer for /api/auth calls. */
  sessionToken: string;
  /** A JWT: the bearer for every other /api call. */
  accessToken: string;
}

let counter = 0;

/**
 * Signs a new person up through the real endpoints and fetches their access token. Like the
 * web app's sign-up dialog, it sends no name unless one is given.
 */
export async function signUp(
  app: FastifyInstance,
  options: { email?: string; password?: string; name?: string } = {},
): Promise<TestAccount> {
  const email = options.email ?? `person${++counter}-${Date.now()}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: {
      email,
      password: options.password ?? 'correct horse 1',
      name: options.name ?? '',
    },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const sessionToken = res.headers['set-auth-token'] as string;
  return {
    userId: res.json().user.id,
    email: res.json().user.email,
    sessionToken,
    accessToken: await accessTokenFor(app, sessionToken),
  };
}

export async function accessTokenFor(app: FastifyInstance, sessionToken: string): Promise<string> {
  const res = await app.inject({
    url: '/api/auth/token',
    headers: { authorization: `Bearer ${sessionToken}` },
  });
  if (res.statusCode !== 200) throw new Error(`token failed: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
