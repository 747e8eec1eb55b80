import { eq } from 'drizzle-orm';
import type { Profile, ProfileInput } from '../../../shared/schemas/profile';
import { profile, user } from '../../db/auth-schema';
import type { Db } from '../../db/client';
import { HttpError } from '../../http-error';

export async function getProfile(options: { db: Db; viewerId: string }): Promise<Profile> {
  const [row] = await options.db
    .select({ user, profile })
    .from(user)
    .leftJoin(profile, eq(profile.userId, user.id))
    .where(eq(user.id, options.viewerId));
  if (!row) throw new HttpError(401, 'unauthorized', 'Your account no longer exists.');
  const p = row.profile;
  return {
    name: row.user.name,
    email: row.user.email,
    phone: p?.phone ?? '',
    company: p?.company ?? '',
    address: p?.address ?? '',
    city: p?.city ?? '',
    zipCode: p?.zipCode ?? '',
    country: p?.country ?? '',
  };
}

/** Saves the name on the account and the rest on the profile, in one transaction. */
export async function saveProfile(options: {
  db: Db;
  viewerId: string;
  input: ProfileInput;
}): Promise<Profile> {
  const { name, ...details } = options.input;
  const now = new Date();
  await options.db.transaction(async (tx) => {
    await tx.update(user).set({ name, updatedAt: now }).where(eq(user.id, options.viewerId));
    await tx
      .insert(profile)
      .values({ userId: options.viewerId, ...details, updatedAt: now })
      .onConflictDoUpdate({ target: profile.userId, set: { ...details, updatedAt: now } });
  });
  return getProfile(options);
}
