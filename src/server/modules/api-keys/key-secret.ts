import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { API_KEY_PREFIXES, type API_KEY_TYPES } from '../../../shared/api-key-constants';

type KeyType = (typeof API_KEY_TYPES)[number];

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const LOOKUP_CHARS = 16;
const SECRET_CHARS = 32;
const CHECKSUM_CHARS = 6;
const BODY = new RegExp(`^[0-9A-Za-z]{${LOOKUP_CHARS + SECRET_CHARS + CHECKSUM_CHARS}}$`);
/** How many lookup characters lists show after the type prefix. */
const SHOWN_LOOKUP_CHARS = 8;

/**
 * Uniform base62 from node:crypto by rejection sampling (bytes >= 248 are dropped so every
 * character is equally likely); written here because it is ten lines and no library is needed.
 */
function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

/** CRC-32 of everything before it, as six base62 characters (62^6 > 2^32). */
function checksumOf(text: string): string {
  let value = crc32(text);
  let out = '';
  for (let i = 0; i < CHECKSUM_CHARS; i++) {
    out = ALPHABET[value % 62] + out;
    value = Math.floor(value / 62);
  }
  return out;
}

export interface NewKeySecret {
  /** The whole key, shown to the owner once. */
  secret: string;
  lookup: string;
  /** What lists show: type prefix + the lookup's first characters. */
  keyPrefix: string;
}

/** A fresh key of one type: `<prefix><lookup><secret><checksum>`. */
export function generateKeySecret(keyType: KeyType): NewKeySecret {
  const prefix = API_KEY_PREFIXES[keyType];
  const lookup = randomBase62(LOOKUP_CHARS);
  const head = `${prefix}${lookup}${randomBase62(SECRET_CHARS)}`;
  return {
    secret: head + checksumOf(head),
    lookup,
    keyPrefix: prefix + lookup.slice(0, SHOWN_LOOKUP_CHARS),
  };
}

/**
 * The parts of a well-formed key, or undefined when the text is not one of ours or its
 * checksum is wrong (a typo): refused without reading the database.
 */
export function parseKeySecret(text: string): { keyType: KeyType; lookup: string } | undefined {
  const entry = Object.entries(API_KEY_PREFIXES).find(([, prefix]) => text.startsWith(prefix));
  if (!entry) return undefined;
  const [keyType, prefix] = entry as [KeyType, string];
  const body = text.slice(prefix.length);
  if (!BODY.test(body)) return undefined;
  const head = text.slice(0, text.length - CHECKSUM_CHARS);
  if (checksumOf(head) !== text.slice(-CHECKSUM_CHARS)) return undefined;
  return { keyType, lookup: body.slice(0, LOOKUP_CHARS) };
}

/** The server's key pepper, derived from the auth secret so no extra setting is needed. */
export function keyPepper(authSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'coachforge', 'api key pepper v1', 32));
}

/**
 * A short name for a pepper, stored in front of each hash: a rotation of the auth secret can
 * then tell which keys still need the previous pepper (8 hex characters of SHA-256 of a
 * 256-bit key say nothing of it).
 */
export function pepperId(pepper: Buffer): string {
  let id = pepperIds.get(pepper);
  if (id === undefined) {
    id = createHash('sha256').update(pepper).digest('hex').slice(0, 8);
    pepperIds.set(pepper, id);
  }
  return id;
}
/** Worked out once per pepper: every key-authenticated call compares one. */
const pepperIds = new WeakMap<Buffer, string>();

const hmac = (pepper: Buffer, secret: string) =>
  createHmac('sha256', pepper).update(secret).digest();

/** What is stored: `<pepper id>:` and HMAC-SHA256(pepper, whole key), hex. */
export function hashKeySecret(pepper: Buffer, secret: string): string {
  return `${pepperId(pepper)}:${hmac(pepper, secret).toString('hex')}`;
}

/**
 * Which of the peppers (newest first) proves the presented key against the stored hash, or
 * -1. A hash stored before pepper ids (bare hex) is tried with each. Constant-time compare.
 */
export function matchingPepper(peppers: Buffer[], secret: string, storedHash: string): number {
  const [id, hex] = storedHash.includes(':') ? storedHash.split(':', 2) : [undefined, storedHash];
  const stored = Buffer.from(hex ?? '', 'hex');
  return peppers.findIndex((pepper) => {
    if (id !== undefined && id !== pepperId(pepper)) return false;
    const presented = hmac(pepper, secret);
    return presented.length === stored.length && timingSafeEqual(presented, stored);
  });
}

/** Whether the presented key matches the stored hash under this pepper. */
export function keyMatches(pepper: Buffer, secret: string, storedHash: string): boolean {
  return matchingPepper([pepper], secret, storedHash) === 0;
}
