import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, openPglite } from '../../db/client';
import { appSetting } from '../../db/auth-schema';
import { bearer, signUp } from '../../test/accounts';
import { createApiKey, createKeyedAgent } from '../../test/api-key-fixtures';
import { runAdminCli } from '../../test/server-process';
import { createScratchPostgres, testDbKind } from '../../test/test-database';
import { AUTH_SECRET_FILE } from './auth-secret';

const OLDER_RELEASE_SECRET = 'generated-by-an-older-release-and-kept-in-the-db';
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function start(env: Record<string, string>) {
  const lines: string[] = [];
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_AGENTS: 'false',
      // Secrets are tested here, not sign-up: people sign in at once.
      REQUIRE_EMAIL_VERIFICATION: 'false',
      ...env,
    }),
    { logStream: { write: (line) => lines.push(line) } },
  );
  await app.ready();
  return { app, said: () => lines.map((line) => JSON.parse(line).msg as string) };
}

const chatWithKey = (app: FastifyInstance, key: string, agentId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: bearer(key),
    payload: { message: 'Hello', session_id: 'start-test', agent_id: agentId },
  });

/** Runs the real entry point, as `npm start` would, and returns how it stopped. */
function startServer(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    env: { ...process.env, PORT: '0', NODE_ENV: 'test', AUTH_SECRET: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe.skipIf(testDbKind !== 'pglite')('on the embedded database', () => {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'coachforge-secret-')), 'data');
  cleanups.push(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));
  const keyFile = path.join(dataDir, AUTH_SECRET_FILE);
  let liveKey: string;
  let agentId: string;
  let sessionToken: string;

  it('moves a secret an older release kept in the database into a 0600 key file', async () => {
    // What an older release left: keys made with a secret it kept in app_setting.
    const before = await start({ DATA_DIR: dataDir, AUTH_SECRET: OLDER_RELEASE_SECRET });
    const owner = await signUp(before.app);
    sessionToken = owner.sessionToken;
    agentId = await createKeyedAgent(before.app, owner);
    liveKey = (await createApiKey(before.app, owner, agentId, { key_type: 'live' })).secret_key;
    await before.app.close();
    const older = await openPglite({ dataDir });
    await older.db.delete(appSetting);
    await older.db.insert(appSetting).values({ key: 'auth_secret', value: OLDER_RELEASE_SECRET });
    await older.close();
    fs.rmSync(keyFile, { force: true });

    const { app, said } = await start({ DATA_DIR: dataDir });
    try {
      expect(said()).toContain(`Moved the auth secret out of the database into ${keyFile}.`);
      expect(fs.readFileSync(keyFile, 'utf8').trim()).toBe(OLDER_RELEASE_SECRET);
      expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
      const left = await app.db.select().from(appSetting).where(eq(appSetting.key, 'auth_secret'));
      expect(left).toEqual([]);
      expect((await chatWithKey(app, liveKey, agentId)).statusCode).toBe(200);
      const token = await app.inject({ url: '/api/auth/token', headers: bearer(sessionToken) });
      expect(token.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('starts again from the key file alone', async () => {
    const { app } = await start({ DATA_DIR: dataDir });
    try {
      expect((await chatWithKey(app, liveKey, agentId)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('refuses another AUTH_SECRET, and a missing key file, with a sentence', async () => {
    await expect(
      start({ DATA_DIR: dataDir, AUTH_SECRET: 'some-other-secret-of-thirty-two-chars!' }),
    ).rejects.toThrow(
      /^AUTH_SECRET is not the secret this database was set up with: .* set the new one as AUTH_SECRET and the old one as AUTH_SECRET_PREVIOUS/,
    );
    const kept = fs.readFileSync(keyFile);
    fs.rmSync(keyFile);
    try {
      await expect(start({ DATA_DIR: dataDir })).rejects.toThrow(
        `${keyFile} is missing, and this database was set up with the secret it held. Put the file back from a backup of this data directory, or set AUTH_SECRET to that secret.`,
      );
    } finally {
      fs.writeFileSync(keyFile, kept, { mode: 0o600 });
    }
  }, 60_000);
});

describe.skipIf(testDbKind !== 'postgres')('on Postgres', () => {
  it('refuses to start without AUTH_SECRET, saying what to set', async () => {
    const scratch = await createScratchPostgres();
    cleanups.push(() => scratch.drop());
    const refused = startServer({ DATABASE_URL: scratch.url });
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe(
      'AUTH_SECRET is required with DATABASE_URL: every node must use the same one, and it must not live in the database it protects. Set it on every node to the same random value of at least 32 characters, for example from `openssl rand -base64 32`.',
    );
  }, 90_000);

  it('names the command that prints the secret an older release stored, and deletes it once set', async () => {
    const scratch = await createScratchPostgres();
    cleanups.push(() => scratch.drop());
    const older = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 1 });
    await older.db.insert(appSetting).values({ key: 'auth_secret', value: OLDER_RELEASE_SECRET });
    await older.close();

    await expect(start({ DATABASE_URL: scratch.url })).rejects.toThrow(
      'This database still holds the secret it was set up with: print it with `npm run admin -- print-auth-secret` (with the same DATABASE_URL), set AUTH_SECRET to it on every node and start again; the stored copy is then deleted.',
    );
    const printed = runAdminCli(['print-auth-secret'], { DATABASE_URL: scratch.url });
    expect(printed.stdout.trim()).toBe(OLDER_RELEASE_SECRET);

    const { app } = await start({ DATABASE_URL: scratch.url, AUTH_SECRET: printed.stdout.trim() });
    try {
      expect(
        await app.db.select().from(appSetting).where(eq(appSetting.key, 'auth_secret')),
      ).toEqual([]);
    } finally {
      await app.close();
    }
  }, 120_000);
});
