import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  WIDGET_AVATAR_MAX_BYTES,
  type WIDGET_AVATAR_TYPES,
} from '../../../shared/schemas/widget-appearance';
import type { Db } from '../../db/client';
import { widgetAvatars } from '../../db/widget-schema';
import { DomainError, notFound } from '../../domain-error';

type AvatarType = (typeof WIDGET_AVATAR_TYPES)[number];

const startsWith = (data: Buffer, bytes: number[], at = 0) =>
  bytes.every((byte, index) => data[at + index] === byte);

/**
 * The image's type from its first bytes, whatever its name or declared type says. Three fixed
 * signatures (PNG, JPEG, RIFF…WEBP), so a few lines rather than a dependency.
 */
export function sniffAvatarType(data: Buffer): AvatarType | undefined {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return undefined;
}

export const avatarTooLarge = () =>
  new DomainError(
    'too_large',
    'file_too_large',
    `The avatar image can be at most ${WIDGET_AVATAR_MAX_BYTES / 1024} KB: choose a smaller one.`,
  );

/** Checks the bytes and keeps them under a new version, so caches fetch the new image. */
export async function saveAvatar(db: Db, agentId: string, data: Buffer) {
  if (data.length > WIDGET_AVATAR_MAX_BYTES) throw avatarTooLarge();
  const contentType = sniffAvatarType(data);
  if (!contentType) {
    throw new DomainError(
      'invalid',
      'unsupported_image',
      'The avatar must be a PNG, JPEG or WebP image; this file is none of them.',
    );
  }
  const row = { contentType, dataBase64: data.toString('base64') };
  const version = randomBytes(6).toString('hex');
  await db
    .insert(widgetAvatars)
    .values({ agentId, ...row, version })
    .onConflictDoUpdate({
      target: widgetAvatars.agentId,
      set: { ...row, version, updatedAt: new Date() },
    });
}

export async function deleteAvatar(db: Db, agentId: string) {
  await db.delete(widgetAvatars).where(eq(widgetAvatars.agentId, agentId));
}

/** The uploaded avatar's address (with its version), or null when there is none. */
export async function avatarUrlOf(db: Db, publicUrl: string, agentId: string) {
  const [row] = await db
    .select({ version: widgetAvatars.version })
    .from(widgetAvatars)
    .where(eq(widgetAvatars.agentId, agentId))
    .limit(1);
  return row ? `${publicUrl}/api/widget/avatar/${agentId}?v=${row.version}` : null;
}

export async function readAvatar(db: Db, agentId: string) {
  const [row] = await db
    .select()
    .from(widgetAvatars)
    .where(eq(widgetAvatars.agentId, agentId))
    .limit(1);
  if (!row) throw notFound(`Agent ${agentId} has no avatar image.`);
  return { contentType: row.contentType, data: Buffer.from(row.dataBase64, 'base64') };
}
