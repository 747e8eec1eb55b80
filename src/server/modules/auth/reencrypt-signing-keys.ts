import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jwks } from '../../db/auth-schema';
import type { AuthSecrets } from './auth-secret';

const opens = (key: string, sealed: string) =>
  symmetricDecrypt({ key, data: sealed }).then(
    (plain) => plain,
    () => undefined,
  );

const parsedText = (json: string) => {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The JWT signing keys' private halves, which better-auth keeps encrypted with the auth secret
 * (JSON text of its hex ciphertext), encrypted again with the current secret where the
 * previous one had encrypted them: run at start while the secret is being replaced. The key
 * pairs stay the same, so tokens already issued keep verifying.
 */
export async function reencryptSigningKeys(db: Db, secrets: AuthSecrets) {
  const rows = await db.select({ id: jwks.id, privateKey: jwks.privateKey }).from(jwks);
  let reencrypted = 0;
  let unreadable = 0;
  for (const row of rows) {
    const sealed = parsedText(row.privateKey);
    if (sealed === undefined) {
      unreadable += 1;
      continue;
    }
    if (await opens(secrets.current, sealed)) continue;
    const plain = secrets.previous ? await opens(secrets.previous, sealed) : undefined;
    if (plain === undefined) {
      unreadable += 1;
      continue;
    }
    const privateKey = JSON.stringify(
      await symmetricEncrypt({ key: secrets.current, data: plain }),
    );
    await db
      .update(jwks)
      .set({ privateKey })
      .where(and(eq(jwks.id, row.id), eq(jwks.privateKey, row.privateKey)));
    reencrypted += 1;
  }
  return { reencrypted, unreadable };
}
