import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The generated SQL migrations live in `drizzle/` at the package root. Source files and the
 * bundled server sit at different depths, so walk up from this module until we find it.
 */
export function findMigrationsDir(from = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No drizzle/ migrations folder above ${from}`);
    dir = parent;
  }
}
