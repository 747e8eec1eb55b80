import fs from 'node:fs';
import path from 'node:path';

/** DATA_DIR cannot be used safely: it is not ours, or its files cannot be made private. */
export class DataDirError extends Error {}

/** What CoachForge itself keeps in DATA_DIR besides PGlite's files. */
const OUR_FILES = new Set(['coachforge.lock', 'admin.json', 'auth-secret']);
const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

export interface LooseEntry {
  /** Relative to DATA_DIR; '.' is DATA_DIR itself. */
  path: string;
  mode: number;
}

const octal = (mode: number) => (mode & 0o777).toString(8).padStart(4, '0');

function refuseForeign(dataDir: string) {
  const entries = fs.readdirSync(dataDir);
  const ours = entries.includes('PG_VERSION') || entries.every((name) => OUR_FILES.has(name));
  if (!ours) {
    throw new DataDirError(
      `The data directory ${dataDir} holds files that are not a CoachForge database. ` +
        'Give CoachForge a directory of its own in DATA_DIR (a new one is created for you).',
    );
  }
}

function cannotTighten(dataDir: string, file: string, error: NodeJS.ErrnoException): DataDirError {
  let owner = '';
  try {
    owner = ` (it belongs to user id ${fs.lstatSync(file).uid})`;
  } catch {
    // unreadable: say what we know
  }
  return new DataDirError(
    `${file} in the data directory cannot be made private to this user${owner}: ${error.code}. ` +
      `Another user could read or change the database through it. Give the directory to the ` +
      `user that runs CoachForge (for example \`chown -R $(id -u) ${dataDir}\`) and start again.`,
  );
}

/**
 * Makes DATA_DIR private to the user running the server: the directory and every folder in it
 * 0700, every file 0600 (symbolic links are left alone). Returns what was open to others
 * before. PGlite runs PostgreSQL compiled to WebAssembly, whose file layer sets each new
 * file's mode itself (with chmod, past the process umask) to what the C code asked: 0666 for
 * everything initdb writes, the first WAL segment included, which keeps its mode when it is
 * recycled. Hence a pass before PGlite opens (the folder is closed to others before any file
 * appears) and one after (what initdb just wrote). A file this user cannot change the mode of
 * belongs to someone else, who can read or change the database: start-up stops with a sentence.
 */
export function makeDataDirPrivate(dataDir: string): LooseEntry[] {
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR });
  refuseForeign(dataDir);
  const loose: LooseEntry[] = [];
  const tighten = (file: string, mode: number, wanted: number) => {
    if ((mode & 0o777) === wanted) return;
    try {
      fs.chmodSync(file, wanted);
    } catch (error) {
      throw cannotTighten(dataDir, file, error as NodeJS.ErrnoException);
    }
    if (mode & 0o077) loose.push({ path: path.relative(dataDir, file) || '.', mode });
  };
  const visit = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      throw cannotTighten(dataDir, dir, error as NodeJS.ErrnoException);
    }
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) continue;
      const { mode } = fs.lstatSync(file);
      if (entry.isDirectory()) {
        tighten(file, mode, PRIVATE_DIR);
        visit(file);
      } else {
        tighten(file, mode, PRIVATE_FILE);
      }
    }
  };
  tighten(dataDir, fs.statSync(dataDir).mode, PRIVATE_DIR);
  visit(dataDir);
  return loose;
}

/** The sentence the log gets when DATA_DIR was open to other users. */
export function describeLooseEntries(dataDir: string, loose: LooseEntry[]): string {
  const examples = loose
    .slice(0, 3)
    .map((entry) => `${entry.path} ${octal(entry.mode)}`)
    .join(', ');
  return (
    `The data directory ${dataDir} had ${loose.length} files or folders other users could ` +
    `read or write (${examples}${loose.length > 3 ? ', …' : ''}); they are now private to ` +
    'this user (files 0600, folders 0700).'
  );
}
