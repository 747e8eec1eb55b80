import { DomainError } from '../../domain-error';
import type { BearerVerifier } from '../../plugins/principal';
import { originAllowed } from './allowed-origin';
import type { KeyAuthenticator } from './key-authenticator';
import type { WidgetClaims, WidgetTokens } from './widget-token';

/**
 * A builder preview's token: no key to re-check (it was signed for the agent's owner, for an
 * hour at most), used only from the builder's page it was opened on.
 */
function previewPrincipal(claims: WidgetClaims, ownerId: string, origin: string | undefined) {
  if (origin !== claims.origin) {
    throw new DomainError(
      'forbidden',
      'origin_not_allowed',
      `This preview was opened on ${claims.origin} and can only be used there.`,
      { details: { origin: origin ?? null } },
    );
  }
  return {
    kind: 'widget' as const,
    widgetSessionId: claims.widgetSessionId,
    keyId: '',
    keyType: 'test' as const,
    agentId: claims.agentId,
    sessionId: claims.sessionId,
    origin: claims.origin,
    ownerId,
    preview: true as const,
  };
}

/**
 * `Bearer cfw_…`: a widget session (opened with a key, so kept with the keys) becomes the widget principal. The token's signature and
 * expiry are checked, then that its key still works (revoking a key ends its chats at once)
 * and that the call comes from the page the session was opened on.
 */
export function widgetBearer(
  tokens: WidgetTokens,
  keys: Pick<KeyAuthenticator, 'settings'>,
): BearerVerifier {
  return async (token, request) => {
    const claims = await tokens.verify(token);
    if (claims.preview)
      return previewPrincipal(claims, claims.preview.ownerId, request.headers.origin);
    const key = await keys.settings(claims.keyId);
    if (!key || key.agentId !== claims.agentId) {
      throw new DomainError(
        'unauthenticated',
        'unauthorized',
        'This chat is no longer available on this site: its API key was revoked or has expired.',
      );
    }
    const origin = request.headers.origin;
    if (origin !== claims.origin || !originAllowed(key.allowedDomains, origin)) {
      throw new DomainError(
        'forbidden',
        'origin_not_allowed',
        `This chat session was opened on ${claims.origin} and can only be used there.`,
        { details: { origin: origin ?? null } },
      );
    }
    return {
      kind: 'widget',
      widgetSessionId: claims.widgetSessionId,
      keyId: claims.keyId,
      keyType: key.keyType,
      agentId: claims.agentId,
      sessionId: claims.sessionId,
      origin: claims.origin,
      ownerId: key.ownerId,
    };
  };
}
