import { hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { ConfigError } from '../../config';
import type { Database, Db } from '../../db/client';
import { appSetting } from '../../db/auth-schema';

/**
 * The secret everything else is sealed, signed or peppered with (better-auth's JWT keys, widget
 * and voice tokens, API-key hashes, tool credentials) and, while it is being replaced, the one
 * before it: accepted for reading what was made with it, never used to make anything new.
 */
export interface AuthSecrets {
  current: string;
  previous?: string;
}

/** Where the embedded database keeps the secret: beside it in DATA_DIR, never inside it. */
export const AUTH_SECRET_FILE = 'auth-secret';
/** Where releases before kept a generated secret: in the database it protects. */
const STORED_SECRET = 'auth_secret';
/** A fingerprint of the secret in use (not the secret), so a wrong one is refused at start. */
const SECRET_CHECK = 'auth_secret_check';
const MIN_LENGTH = 32;
const OPERATIONS = 'docs/OPERATIONS.md, "Rotating the auth secret"';

/**
 * HKDF of the secret: it names the secret without revealing it. A guessable AUTH_SECRET could
 * be tested against it offline, as against any widget token already; a random one cannot.
 */
const fingerprint = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'coachforge', 'auth secret check v1', 32)).toString('hex');

const readSetting = async (db: Db, key: string) =>
  (await db.select().from(appSetting).where(eq(appSetting.key, key)))[0]?.value;

/** The secret in DATA_DIR's key file, if there is one. */
export function readKeyFile(dataDir: string): string | undefined {
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < MIN_LENGTH) {
    throw new ConfigError(
      `${file} holds no usable auth secret (it needs at least ${MIN_LENGTH} characters). ` +
        'Put back the file from a backup of this data directory, or set AUTH_SECRET.',
    );
  }
  return secret;
}

/** Written whole or not at all (a new file renamed into place), readable by this user only. */
function writeKeyFile(dataDir: string, secret: string) {
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  const partial = `${file}.new`;
  const fd = fs.openSync(partial, 'w', 0o600);
  try {
    fs.writeSync(fd, `${secret}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(partial, file);
}

async function storedInMemory(db: Db): Promise<string> {
  const value = randomBytes(32).toString('base64url');
  await db.insert(appSetting).values({ key: STORED_SECRET, value }).onConflictDoNothing();
  const stored = await readSetting(db, STORED_SECRET);
  if (!stored) throw new Error('The auth secret could not be kept in the in-memory database.');
  return stored;
}

const required = (stored: string | undefined, checked: boolean) =>
  new ConfigError(
    'AUTH_SECRET is required with DATABASE_URL: every node must use the same one, and it must ' +
      'not live in the database it protects. ' +
      (stored
        ? 'This database still holds the secret it was set up with: print it with ' +
          '`npm run admin -- print-auth-secret` (with the same DATABASE_URL), set AUTH_SECRET ' +
          'to it on every node and start again; the stored copy is then deleted.'
        : checked
          ? 'Set it to the secret this database was set up with: API keys, tool credentials ' +
            'and sign-in keys made with it depend on it.'
          : 'Set it on every node to the same random value of at least 32 characters, for ' +
            'example from `openssl rand -base64 32`.'),
  );

const mismatch = (what: string) =>
  new ConfigError(
    `${what} is not the secret this database was set up with: API keys, tool credentials ` +
      'and sign-in keys made with that one would stop working. Use the secret it was set up ' +
      'with; to change the secret, set the new one as AUTH_SECRET and the old one as ' +
      `AUTH_SECRET_PREVIOUS (${OPERATIONS}).`,
  );

/**
 * The auth secrets this node uses, never kept in the database: AUTH_SECRET when set;
 * otherwise, on PGlite, the key file in DATA_DIR (generated on first start); on Postgres,
 * AUTH_SECRET is required. A secret an older release stored in `app_setting` is moved to the
 * key file (PGlite) or must match AUTH_SECRET, and is then deleted. A fingerprint of the
 * secret in use is kept, so a node given another secret refuses to start with a sentence
 * instead of quietly refusing every API key.
 */
export async function resolveAuthSecrets(options: {
  database: Database;
  configured: { secret?: string; previousSecret?: string };
  log: (message: string) => void;
}): Promise<AuthSecrets> {
  const { database, configured } = options;
  const { db, dataDir } = database;
  const stored = await readSetting(db, STORED_SECRET);
  const check = await readSetting(db, SECRET_CHECK);
  const previous =
    configured.previousSecret && configured.previousSecret !== configured.secret
      ? configured.previousSecret
      : undefined;

  let current = configured.secret;
  let source = 'AUTH_SECRET';
  if (!current) {
    if (database.kind === 'postgres') throw required(stored, check !== undefined);
    if (dataDir) {
      const file = path.join(dataDir, AUTH_SECRET_FILE);
      source = `The key file ${file}`;
      current = readKeyFile(dataDir);
      if (!current && check && !stored) {
        throw new ConfigError(
          `${file} is missing, and this database was set up ` +
            'with the secret it held. Put the file back from a backup of this data directory, ' +
            'or set AUTH_SECRET to that secret.',
        );
      }
      if (!current) {
        current = stored ?? randomBytes(32).toString('base64url');
        writeKeyFile(dataDir, current);
        if (stored) options.log(`Moved the auth secret out of the database into ${file}.`);
      }
    } else {
      // In memory the database lives and dies with the process: no copy of it can leak, so
      // its secret may stay in it, and apps built on it one after another (tests) share it.
      return { current: await storedInMemory(db) };
    }
  }

  if (stored && stored !== current && stored !== previous) throw mismatch(source);
  if (check && check !== fingerprint(current)) {
    if (!previous || check !== fingerprint(previous)) throw mismatch(source);
  }
  if (stored) await db.delete(appSetting).where(eq(appSetting.key, STORED_SECRET));
  return { current, ...(previous ? { previous } : {}) };
}

/**
 * Records the secret in use as the one this database is set up with: called at start once
 * what the previous secret sealed has been sealed again with the current one.
 */
export async function recordAuthSecret(db: Db, secrets: AuthSecrets) {
  const value = fingerprint(secrets.current);
  await db.insert(appSetting).values({ key: SECRET_CHECK, value }).onConflictDoNothing();
  if (secrets.previous) {
    const was = fingerprint(secrets.previous);
    await db
      .update(appSetting)
      .set({ value })
      .where(and(eq(appSetting.key, SECRET_CHECK), eq(appSetting.value, was)));
  }
  // Another node that started at the same moment with another secret got there first.
  if ((await readSetting(db, SECRET_CHECK)) !== value) throw mismatch('AUTH_SECRET');
}

/** The secret an older release stored in this database, for `npm run admin -- print-auth-secret`. */
export const storedAuthSecret = (db: Db) => readSetting(db, STORED_SECRET);
