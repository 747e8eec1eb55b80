import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export interface SecretBox {
  seal(plaintext: string): string;
  /** Opens with the current key or an older one; throws when none opens it. */
  open(sealed: string): string;
  /** The value sealed again with the current key when an older one sealed it; else undefined. */
  reseal(sealed: string): string | undefined;
}

function sealWith(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

function openWith(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) {
    throw new Error('Not a sealed secret');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/**
 * AES-256-GCM for credentials kept at rest (Google tokens). Each value gets a fresh 96-bit
 * IV; the tag makes any tampering fail to open. Sealed form: v1.<iv>.<tag>.<ciphertext>.
 * While the auth secret is replaced, `olderKeys` still open what they sealed.
 */
export function createSecretBox(key: Buffer, olderKeys: Buffer[] = []): SecretBox {
  for (const k of [key, ...olderKeys]) {
    if (k.length !== 32) throw new Error('The tool secrets key must be 32 bytes');
  }
  const openWithOlder = (sealed: string, error: unknown) => {
    for (const older of olderKeys) {
      try {
        return openWith(older, sealed);
      } catch {
        // not this one either
      }
    }
    throw error;
  };
  return {
    seal: (plaintext) => sealWith(key, plaintext),
    open(sealed) {
      try {
        return openWith(key, sealed);
      } catch (error) {
        return openWithOlder(sealed, error);
      }
    },
    reseal(sealed) {
      try {
        openWith(key, sealed);
        return undefined;
      } catch (error) {
        return sealWith(key, openWithOlder(sealed, error));
      }
    },
  };
}

/**
 * The key: TOOL_SECRETS_KEY when set (base64 of 32 bytes, kept outside the database);
 * otherwise derived from the auth secret, so `npm start` works with no setup.
 */
export function toolSecretsKey(configured: string | undefined, authSecret: string): Buffer {
  if (configured) return Buffer.from(configured, 'base64');
  return Buffer.from(hkdfSync('sha256', authSecret, 'coachforge', 'tool secrets v1', 32));
}
