import { DomainError } from '../../domain-error';
import type { Principal } from '../auth';
import type { BearerVerifier } from '../../plugins/principal';
import { originAllowed, requestOrigin } from './allowed-origin';
import type { KeyAuthenticator } from './key-authenticator';

/**
 * `Bearer cf_…`: an API key becomes the agent-key principal. A browser call (Origin or
 * Referer present) must come from one of the key's allowed domains when it has any.
 */
export function keyBearer(authenticator: Pick<KeyAuthenticator, 'authenticate'>): BearerVerifier {
  return async (token, request) => {
    const key = await authenticator.authenticate(token);
    const principal: Principal = {
      kind: 'agent-key',
      keyId: key.keyId,
      keyType: key.keyType,
      agentId: key.agentId,
      ownerId: key.ownerId,
    };
    const origin = requestOrigin(request.headers);
    if (origin !== undefined && !originAllowed(key.allowedDomains, origin)) {
      // The caller is known though refused: the refusal goes into the key's usage (origins).
      request.principal = principal;
      throw new DomainError(
        'forbidden',
        'origin_not_allowed',
        `This API key may not be used from ${origin}: add it to the key's allowed domains.`,
        { details: { origin } },
      );
    }
    return principal;
  };
}
