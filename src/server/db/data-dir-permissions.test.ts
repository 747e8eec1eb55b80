import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { bearer, signUp } from '../test/accounts';
import { seededCoach } from '../test/seeded-coach';
import { openPglite } from './client';
import { DataDirError, makeDataDirPrivate } from './data-dir-permissions';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachforge-perm-'));
  dirs.push(dir);
  return path.join(dir, 'data');
};

/** Everything under a directory (itself included) that group or others may read, write or enter. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const check = (file: string) => {
    const mode = fs.lstatSync(file).mode & 0o777;
    if (mode & 0o077) found.push(`${path.relative(dir, file) || '.'} ${mode.toString(8)}`);
  };
  const visit = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      check(file);
      if (entry.isDirectory()) visit(file);
    }
  };
  check(dir);
  visit(dir);
  return found;
}

async function startApp(dataDir: string) {
  const lines: string[] = [];
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    // What is stored is tested here, not sign-up: people sign in at once.
    REQUIRE_EMAIL_VERIFICATION: 'false',
  });
  const app = await buildApp(config, { logStream: { write: (line) => lines.push(line) } });
  await app.ready();
  return { app, lines };
}

async function chat(app: FastifyInstance, accessToken: string, agentId: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: bearer(accessToken),
    payload: {
      message: 'How do I find my first investors?',
      session_id: randomUUID(),
      agent_id: agentId,
    },
  });
  expect(res.statusCode).toBe(200);
}

it('keeps every file 0600 and every folder 0700 through real use and recycled WAL', async () => {
  const dataDir = tempDir();
  const { app } = await startApp(dataDir);
  try {
    const coach = await seededCoach(app);
    for (let round = 0; round < 3; round++) {
      const person = await signUp(app);
      await chat(app, person.accessToken, coach.id);
      // A new WAL segment and a checkpoint each round: old segments are recycled.
      await app.database.db.execute(sql`select pg_switch_wal()`);
      await app.database.db.execute(sql`checkpoint`);
    }
    expect(openToOthers(dataDir)).toEqual([]);
  } finally {
    await app.close();
  }
  expect(openToOthers(dataDir)).toEqual([]);
}, 120_000);

it('makes a data directory left open to everyone private at start, and says so', async () => {
  const dataDir = tempDir();
  const first = await openPglite({ dataDir });
  await first.close();
  const loosen = (folder: string) => {
    fs.chmodSync(folder, 0o777);
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) loosen(file);
      else fs.chmodSync(file, 0o666);
    }
  };
  loosen(dataDir);

  const { app, lines } = await startApp(dataDir);
  try {
    expect(openToOthers(dataDir)).toEqual([]);
    const told = lines
      .map((line) => JSON.parse(line))
      .find((line) => /data directory/.test(line.msg));
    expect(told).toMatchObject({ level: 40 });
    expect(told.msg).toMatch(
      /^The data directory .* had \d+ files or folders other users could read or write \(\. 0777, .*\); they are now private to this user \(files 0600, folders 0700\)\.$/,
    );
  } finally {
    await app.close();
  }
}, 120_000);

it('will not take over a directory that holds something else', () => {
  const dataDir = tempDir();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'notes.txt'), 'mine');
  fs.chmodSync(dataDir, 0o755);
  expect(() => makeDataDirPrivate(dataDir)).toThrow(DataDirError);
  expect(() => makeDataDirPrivate(dataDir)).toThrow(
    /holds files that are not a CoachForge database\. Give CoachForge a directory of its own/,
  );
  expect(fs.statSync(dataDir).mode & 0o777).toBe(0o755);
});

/**
 * Root can chmod anything: the refusal is seen as another user. That user may not be able to
 * read this checkout (a clone in a 0700 folder), so the check runs from a bundle of its own,
 * in a folder that user can read, printing what server.ts prints for a DataDirError.
 */
const NOBODY = 65534;
async function checkAsNobody(dataDir: string) {
  const { build } = await import('esbuild');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'coachforge-perm-check-'));
  dirs.push(folder);
  fs.chmodSync(folder, 0o755);
  const script = path.join(folder, 'check.mjs');
  await build({
    stdin: {
      contents:
        "import { makeDataDirPrivate } from './data-dir-permissions';\n" +
        'try { makeDataDirPrivate(process.argv[2]); } ' +
        'catch (error) { console.error(error.message); process.exit(1); }',
      resolveDir: import.meta.dirname,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: script,
    logLevel: 'silent',
  });
  fs.chmodSync(script, 0o644);
  return spawnSync(process.execPath, [script, dataDir], {
    uid: NOBODY,
    gid: NOBODY,
    encoding: 'utf8',
    timeout: 30_000,
  });
}

it.skipIf(process.getuid?.() !== 0)(
  'refuses to start when a file in it belongs to another user, saying how to fix it',
  async () => {
    const dataDir = tempDir();
    fs.chmodSync(path.dirname(dataDir), 0o755);
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n');
    fs.chownSync(dataDir, NOBODY, NOBODY);
    fs.chownSync(path.join(dataDir, 'PG_VERSION'), NOBODY, NOBODY);
    const foreign = path.join(dataDir, 'postgresql.conf');
    fs.writeFileSync(foreign, '', { mode: 0o666 });
    fs.chmodSync(foreign, 0o666);

    const started = await checkAsNobody(dataDir);
    expect(started.status).toBe(1);
    expect(started.stderr.trim()).toBe(
      `${foreign} in the data directory cannot be made private to this user (it belongs to user id 0): EPERM. Another user could read or change the database through it. Give the directory to the user that runs CoachForge (for example \`chown -R $(id -u) ${dataDir}\`) and start again.`,
    );
    expect(fs.statSync(foreign).mode & 0o777).toBe(0o666);
  },
  60_000,
);
