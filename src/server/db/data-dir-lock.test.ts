import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachforge-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** Runs the real server entry point on a data dir, as a second `npm start` would. */
function startSecondServer(dataDir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', NODE_ENV: 'test' },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

it('makes a second process on the same data directory fail at once with a clear message', () => {
  const dir = tempDir();
  const lock = lockDataDir(dir);
  try {
    const second = startSecondServer(dir);
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(`is in use by another CoachForge process (pid ${process.pid})`);
  } finally {
    lock.release();
  }
});

it('refuses a second lock in the same process and frees the directory on release', () => {
  const dir = tempDir();
  const lock = lockDataDir(dir);
  expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  lock.release();
  lockDataDir(dir).release();
});

it('takes over a lock left behind by a process that died', () => {
  const dir = tempDir();
  const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
    encoding: 'utf8',
  });
  fs.writeFileSync(path.join(dir, 'coachforge.lock'), dead.stdout.trim());
  const lock = lockDataDir(dir);
  expect(fs.readFileSync(path.join(dir, 'coachforge.lock'), 'utf8')).toBe(String(process.pid));
  lock.release();
});
