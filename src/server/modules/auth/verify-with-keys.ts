import { errors, jwtVerify, type JWTVerifyOptions } from 'jose';

/**
 * jose's `jwtVerify` with the current key first, then the keys of the previous auth secret
 * while it is being replaced: a token signed before the change still verifies. Only a wrong
 * signature moves on to the next key; any other failure (expired, wrong audience) is final.
 */
export async function jwtVerifyWithKeys(
  token: string,
  keys: Uint8Array[],
  options: JWTVerifyOptions,
) {
  for (const [index, key] of keys.entries()) {
    try {
      return await jwtVerify(token, key, options);
    } catch (error) {
      const last = index === keys.length - 1;
      if (last || !(error instanceof errors.JWSSignatureVerificationFailed)) throw error;
    }
  }
  throw new errors.JWSSignatureVerificationFailed();
}
