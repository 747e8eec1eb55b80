import type { Server } from 'node:http';
import Provider from 'oidc-provider';

export const OIDC_TEST_CLIENT = { id: 'coachforge-test', secret: 'coachforge-test-secret' };

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on localhost, speaking the
 * genuine protocol (discovery, authorisation code + PKCE, tokens, userinfo). Its built-in
 * development login accepts any user name: signing in as "alice" yields alice@oidc.test.
 */
export async function startOidcProvider(options: { port: number; redirectUri: string }) {
  const issuer = `http://127.0.0.1:${options.port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_TEST_CLIENT.id,
        client_secret: OIDC_TEST_CLIENT.secret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['oidc-test-cookie-key'] },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        email: `${id}@oidc.test`,
        email_verified: true,
        name: `${id[0]?.toUpperCase() ?? ''}${id.slice(1)} Oidc`,
      }),
    }),
  });
  const server: Server = await new Promise((resolve) => {
    const s = provider.listen(options.port, '127.0.0.1', () => resolve(s));
  });
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
