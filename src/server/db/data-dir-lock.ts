import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

const LOCK_FILE = 'coachforge.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own: two processes on one data directory silently lose rows.
 * We hold a pid file for the life of the process and refuse to start while another live
 * process holds it. A file left by a crashed process (dead pid) is taken over.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx', mode: 0o600 });
      return {
        release() {
          try {
            if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && isAlive(holder)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another CoachForge process (pid ${holder}). ` +
            'Stop that process, or give this one its own DATA_DIR or a DATABASE_URL.',
        );
      }
      fs.unlinkSync(lockPath); // stale: its process is gone
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
