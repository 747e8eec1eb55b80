import { eq } from 'drizzle-orm';
import type { AccountProfile, ProfileInput } from '../../../shared/schemas/profile';
import type { AppConfig } from '../../config';
import { profile, user } from '../../db/auth-schema';
import type { Db } from '../../db/client';
import { DomainError } from '../../domain-error';
import { isOperatorAccount } from '../admin';
import { requireUser, type Principal } from '../auth';

/**
 * The signed-in caller's profile: the account's name and e-mail, the details saved, and
 * whether the account is an operator (the web app then offers the console).
 */
export async function getProfile(options: {
  db: Db;
  config: AppConfig;
  principal: Principal;
}): Promise<AccountProfile> {
  const userId = requireUser(options.principal);
  const [row] = await options.db
    .select({ user, profile })
    .from(user)
    .leftJoin(profile, eq(profile.userId, user.id))
    .where(eq(user.id, userId));
  if (!row)
    throw new DomainError('unauthenticated', 'unauthorized', 'Your account no longer exists.');
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
    operator: isOperatorAccount(options.config, row.user),
  };
}

/** Saves the name on the account and the rest on the profile, in one transaction. */
export async function saveProfile(options: {
  db: Db;
  config: AppConfig;
  principal: Principal;
  input: ProfileInput;
}): Promise<AccountProfile> {
  const userId = requireUser(options.principal);
  const { name, ...details } = options.input;
  const now = new Date();
  await options.db.transaction(async (tx) => {
    await tx.update(user).set({ name, updatedAt: now }).where(eq(user.id, userId));
    await tx
      .insert(profile)
      .values({ userId, ...details, updatedAt: now })
      .onConflictDoUpdate({ target: profile.userId, set: { ...details, updatedAt: now } });
  });
  return getProfile(options);
}
