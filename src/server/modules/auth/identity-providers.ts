import { genericOAuth, oauthPopup } from 'better-auth/plugins';
import type { AppConfig } from '../../config';

export const OIDC_PROVIDER_ID = 'oidc';

/** The external identity providers configured for popup sign-in, as the client lists them. */
export function listIdentityProviders(auth: AppConfig['auth']) {
  return [
    ...(auth.google ? [{ id: 'google', name: 'Google' }] : []),
    ...(auth.oidc ? [{ id: OIDC_PROVIDER_ID, name: auth.oidc.name }] : []),
  ];
}

/** better-auth options for Google and any OpenID Connect provider (code flow with PKCE). */
export function identityProviderOptions(auth: AppConfig['auth']) {
  const plugins = [];
  if (auth.oidc) {
    plugins.push(
      genericOAuth({
        config: [
          {
            providerId: OIDC_PROVIDER_ID,
            discoveryUrl: `${auth.oidc.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
            clientId: auth.oidc.clientId,
            clientSecret: auth.oidc.clientSecret,
            scopes: ['openid', 'email', 'profile'],
            pkce: true,
            authentication: 'basic',
          },
        ],
      }),
    );
  }
  if (auth.google || auth.oidc) plugins.push(oauthPopup());
  return {
    socialProviders: auth.google
      ? { google: { clientId: auth.google.clientId, clientSecret: auth.google.clientSecret } }
      : {},
    plugins,
  };
}
