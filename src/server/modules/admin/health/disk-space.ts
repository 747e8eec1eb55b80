import { statfs } from 'node:fs/promises';

const GIB = 1024 ** 3;
/** Below this the embedded database and uploads are close to failing: worth a warning. */
export const LOW_DISK_BYTES = GIB;

function size(bytes: number): string {
  if (bytes >= GIB) return `${(bytes / GIB).toFixed(1)} GiB`;
  return `${Math.round(bytes / 1024 ** 2)} MiB`;
}

/**
 * The space left where DATA_DIR is. With Postgres the database's own disk is elsewhere, so a
 * missing DATA_DIR is no fault there: this server keeps nothing of its own on disk.
 */
export async function diskCheck(options: { dir: string; postgres: boolean; lowBytes?: number }) {
  const { dir, postgres, lowBytes = LOW_DISK_BYTES } = options;
  const where = `DATA_DIR (${dir})`;
  const stats = await statfs(dir).catch(() => undefined);
  if (!stats) {
    return postgres
      ? {
          ok: true,
          sentence: `${where} does not exist: with Postgres this server keeps nothing on its own disk.`,
        }
      : {
          ok: false,
          sentence: `${where} cannot be read: check that it exists and belongs to the server's user.`,
        };
  }
  const free = stats.bavail * stats.bsize;
  const database = postgres ? " (the Postgres server's own disk is not checked here)" : '';
  if (free < lowBytes) {
    return {
      ok: false,
      sentence: `Only ${size(free)} left on the disk of ${where}${database}: saving stops when it is full. Free some space or move DATA_DIR to a larger disk.`,
    };
  }
  return { ok: true, sentence: `${size(free)} left on the disk of ${where}${database}.` };
}
