import { timingSafeEqual } from 'node:crypto';
import { DomainError } from '../../domain-error';
import type { BearerVerifier } from '../../plugins/principal';

/** The command line's bearer: `cfa_` and the token the server wrote into its data directory. */
export const CLI_TOKEN_PREFIX = 'cfa_';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * `npm run admin` on the server itself: the token from DATA_DIR/admin.json, from loopback
 * only. Anything else that starts with the prefix is refused like any unknown token.
 */
export function cliBearer(adminToken: string): BearerVerifier {
  const expected = Buffer.from(`${CLI_TOKEN_PREFIX}${adminToken}`);
  return async (token, request) => {
    const given = Buffer.from(token);
    const tokenOk = given.length === expected.length && timingSafeEqual(given, expected);
    if (!tokenOk || !LOOPBACK.has(request.socket.remoteAddress ?? '')) {
      throw new DomainError(
        'unauthenticated',
        'unauthorized',
        'This operator token is not valid here.',
      );
    }
    return { kind: 'operator-cli' };
  };
}
