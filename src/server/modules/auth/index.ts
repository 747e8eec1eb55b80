/**
 * Identity: accounts and sessions (better-auth), and the principal every route knows.
 * The module's face: other modules import only what this file exports (eslint.config.js).
 */
export { createAccessTokenVerifier } from './access-token-verifier';
export { type Auth } from './auth';
export { authServices } from './auth-module';
export { authRoutes } from './auth-routes';
export { readKeyFile, recordAuthSecret, resolveAuthSecrets, storedAuthSecret } from './auth-secret';
export { boundAgentOf, keyOf, type Principal, requireUser, userIdOf, VISITOR } from './principal';
export { reencryptSigningKeys } from './reencrypt-signing-keys';
export { jwtVerifyWithKeys } from './verify-with-keys';
