import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { symmetricDecrypt } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { importJWK, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Db } from '../../db/client';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { createApiKey, createKeyedAgent } from '../../test/api-key-fixtures';
import { TEST_AUTH_SECRET } from '../../test/test-auth-secret';
import { createScratchPostgres, testDbKind } from '../../test/test-database';
import { hashKeySecret, keyPepper } from '../api-keys/key-secret';
import { widgetTokenKey } from '../api-keys/widget-token';
import { AUTH_SECRET_FILE } from './auth-secret';

/**
 * Someone with read access to the whole database (a dump, a backup, a copy of PGlite's files)
 * and nothing else: on PGlite the laptop default, a data directory with its key file beside
 * the database; on Postgres, AUTH_SECRET from the environment.
 */
let app: FastifyInstance;
let secret: string;
let owner: TestAccount;
let liveKey: string;
let widgetToken: string;
const cleanups: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  let env: Record<string, string>;
  if (testDbKind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachforge-copy-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    env = { DATA_DIR: path.join(dir, 'data') };
  } else {
    const scratch = await createScratchPostgres();
    cleanups.push(() => scratch.drop());
    env = { DATABASE_URL: scratch.url, AUTH_SECRET: TEST_AUTH_SECRET };
  }
  app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      // What is stored is tested here, not sign-up: people sign in at once.
      REQUIRE_EMAIL_VERIFICATION: 'false',
      ...env,
    }),
  );
  cleanups.push(() => app.close());
  await app.ready();
  secret = env.DATA_DIR
    ? fs.readFileSync(path.join(env.DATA_DIR, AUTH_SECRET_FILE), 'utf8').trim()
    : TEST_AUTH_SECRET;

  owner = await signUp(app);
  const agentId = await createKeyedAgent(app, owner);
  liveKey = (await createApiKey(app, owner, agentId, { key_type: 'live' })).secret_key;
  const restricted = await createApiKey(app, owner, agentId, { key_type: 'restricted' });
  const session = `w_${randomUUID()}`;
  const opened = await app.inject({
    method: 'POST',
    url: `/api/widget/token/${session}/${agentId}`,
    headers: { ...bearer(restricted.secret_key), origin: 'https://shop.example.com' },
    payload: { agent_id: agentId, session_id: session },
  });
  expect(opened.statusCode).toBe(200);
  widgetToken = opened.json().token;
}, 120_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const rowsOf = <Row>(result: unknown): Row[] =>
  (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];

/** Every text the database holds, in every column of every table, nested JSON included. */
async function everyTextIn(db: Db): Promise<string[]> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  );
  const texts = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const { table_name: table } of tables) {
    const rows = rowsOf<{ row: string }>(
      await db.execute(sql.raw(`select row_to_json(t)::text as row from "${table}" t`)),
    );
    for (const { row } of rows) collect(JSON.parse(row));
  }
  return [...texts];
}

/** What better-auth stores for its JWT signing key: JSON text of the private half, encrypted. */
async function signingKey(db: Db) {
  const [row] = rowsOf<{ id: string; private_key: string; alg: string | null }>(
    await db.execute(sql`select id, private_key, alg from jwks limit 1`),
  );
  if (!row) throw new Error('no signing key was stored');
  return row;
}

/** A JWT for the owner, signed with a private key taken from the database copy. */
async function forgeAccessToken(privateJwk: string, kid: string, alg: string) {
  const issuer = app.config.publicUrl;
  const [session] = rowsOf<{ id: string }>(
    await app.database.db.execute(sql`select id from session where user_id = ${owner.userId}`),
  );
  return new SignJWT({ sid: session?.id, email: owner.email })
    .setProtectedHeader({ alg, kid })
    .setSubject(owner.userId)
    .setIssuer(issuer)
    .setAudience(issuer)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(await importJWK(JSON.parse(privateJwk), alg));
}

const opens = (key: string, sealed: string) =>
  symmetricDecrypt({ key, data: sealed }).then(
    (plain) => plain,
    () => undefined,
  );

it('gives no token that works and no key that signs, from SQL read access alone', async () => {
  const db = app.database.db;
  const texts = await everyTextIn(db);
  expect(texts.length).toBeGreaterThan(50);
  expect(texts).not.toContain(secret);
  const { id: kid, private_key: privateKey, alg } = await signingKey(db);
  const sealed = JSON.parse(privateKey) as string;
  const [storedKey] = rowsOf<{ secret_hash: string }>(
    await db.execute(sql`select secret_hash from api_keys where key_type = 'live'`),
  );
  const widgetJwt = widgetToken.slice('cfw_'.length);

  // Every token-like text as a bearer: none opens a session.
  const tokenLike = texts.filter((text) => /^[\w.:$-]{16,256}$/.test(text));
  expect(tokenLike.length).toBeGreaterThan(5);
  for (const text of tokenLike) {
    const res = await app.inject({ url: '/api/auth/token', headers: bearer(text) });
    expect(res.statusCode, text).toBe(401);
  }

  // Every text as the secret: none opens the JWT signing key, signs a widget token or
  // reproduces an API key's stored hash (so a copy cannot even test guessed keys).
  for (const text of texts) {
    expect(await opens(text, sealed), text).toBeUndefined();
    await expect(jwtVerify(widgetJwt, widgetTokenKey(text)), text).rejects.toThrow();
    expect(hashKeySecret(keyPepper(text), liveKey)).not.toBe(storedKey?.secret_hash);
  }

  // With the secret kept outside the database, each of those works: the checks above are real.
  const privateJwk = await opens(secret, sealed);
  expect(privateJwk).toBeDefined();
  const forged = await forgeAccessToken(privateJwk ?? '', kid, alg ?? 'EdDSA');
  const profile = await app.inject({ url: '/api/profile', headers: bearer(forged) });
  expect(profile.statusCode).toBe(200);
  await expect(jwtVerify(widgetJwt, widgetTokenKey(secret))).resolves.toBeDefined();
  expect(hashKeySecret(keyPepper(secret), liveKey)).toBe(storedKey?.secret_hash);
}, 120_000);

it.skipIf(testDbKind !== 'pglite')('keeps the key file private to this user', () => {
  const { database } = app.config;
  if (database.kind !== 'pglite') return;
  expect(fs.statSync(path.join(database.dataDir, AUTH_SECRET_FILE)).mode & 0o777).toBe(0o600);
});

it.skipIf(testDbKind !== 'pglite')(
  "leaves neither the secret nor a session token in PGlite's files, WAL included",
  async () => {
    const { database } = app.config;
    if (database.kind !== 'pglite') return;
    await app.database.db.execute(sql`checkpoint`);
    const plainToken = decodeURIComponent(owner.sessionToken).split('.')[0] ?? '';
    expect(plainToken).toHaveLength(32);
    const found: string[] = [];
    let emailSeen = false; // what the files do hold shows the search reads them
    const visit = (folder: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) visit(file);
        else if (entry.name !== AUTH_SECRET_FILE) {
          const bytes = fs.readFileSync(file);
          emailSeen ||= bytes.includes(owner.email);
          if (bytes.includes(secret) || bytes.includes(plainToken)) found.push(file);
        }
      }
    };
    visit(database.dataDir);
    expect(emailSeen).toBe(true);
    expect(found).toEqual([]);
  },
);
