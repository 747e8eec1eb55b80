import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
}

/**
 * AES-256-GCM for credentials kept at rest (Google tokens). Each value gets a fresh 96-bit
 * IV; the tag makes any tampering fail to open. Sealed form: v1.<iv>.<tag>.<ciphertext>.
 */
export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The tool secrets key must be 32 bytes');
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed) {
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
