import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSetting } from '../../db/auth-schema';

/**
 * The secret better-auth signs and encrypts with. A configured AUTH_SECRET wins; otherwise
 * one is generated once and kept in the database, so `npm start` needs no setup and every
 * node on a shared Postgres uses the same one.
 */
export async function resolveAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSetting)
    .values({ key: 'auth_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSetting).where(eq(appSetting.key, 'auth_secret'));
  if (!row) throw new Error('auth secret could not be stored');
  return row.value;
}
