import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findMigrationsDir } from '../db/migrations-dir';

/**
 * The migrations folder as it was before `tag`: migrating with it gives a database stored by
 * an older release, on which a migration test then runs the rest. Each call gets its own copy.
 */
export function migrationsBefore(tag: string): { folder: string; remove(): void } {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'coachforge-migrations-'));
  const folder = path.join(work, 'drizzle');
  fs.cpSync(findMigrationsDir(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut < 1) throw new Error(`No migration ${tag} after the first in the journal`);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => fs.rmSync(work, { recursive: true, force: true }) };
}
