import { eq } from 'drizzle-orm';
import { session, user } from '../../db/auth-schema';
import type { Db } from '../../db/client';
import { notFound } from '../../domain-error';

/**
 * Disables an account: no new sessions (see the session hook in auth.ts) and every
 * existing one deleted, so its bearer tokens stop working on the next request, everywhere.
 */
export async function disableUser(options: { db: Db; email: string; disabled?: boolean }) {
  const email = options.email.trim().toLowerCase();
  const disabled = options.disabled ?? true;
  return options.db.transaction(async (tx) => {
    const [row] = await tx
      .update(user)
      // Enabling also reopens an account its owner closed (before the 12 months ran out).
      .set({ disabled, updatedAt: new Date(), ...(disabled ? {} : { closedAt: null }) })
      .where(eq(user.email, email))
      .returning({ id: user.id });
    if (!row) throw notFound(`No account uses ${email}.`);
    const ended = disabled
      ? await tx.delete(session).where(eq(session.userId, row.id)).returning({ id: session.id })
      : [];
    return { userId: row.id, sessionsEnded: ended.length };
  });
}
