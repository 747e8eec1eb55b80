import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { AppConfig } from '../config';
import { lockDataDir } from './data-dir-lock';
import { describeLooseEntries, makeDataDirPrivate } from './data-dir-permissions';
import { PgliteThread } from './pglite-thread';
import { findMigrationsDir } from './migrations-dir';
import * as adminSchema from './admin-schema';
import * as apiKeysSchema from './api-keys-schema';
import * as authSchema from './auth-schema';
import * as billingSchema from './billing-schema';
import * as chatSchema from './chat-schema';
import * as toolsSchema from './tools-schema';
import * as voiceSchema from './voice-schema';
import * as widgetSchema from './widget-schema';
import * as wizardSchema from './wizard-schema';
import * as appSchema from './schema';

const schema = {
  ...appSchema,
  ...authSchema,
  ...chatSchema,
  ...toolsSchema,
  ...apiKeysSchema,
  ...voiceSchema,
  ...billingSchema,
  ...wizardSchema,
  ...adminSchema,
  ...widgetSchema,
};

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PGlite's directory; unset for Postgres and for PGlite in memory. */
  dataDir?: string;
  /** Round-trips a trivial query; throws when the database is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Any number above zero; the advisory lock only needs to be the same on every node. */
const MIGRATION_LOCK_KEY = 720_431_001;

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  // A database that does not answer fails a request in 5 s (503) instead of holding it.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
  });
  // A pool error (e.g. the server restarted) must not crash the process; queries will report it.
  pool.on('error', () => undefined);
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Db;
  const lockClient = await pool.connect();
  try {
    // Several nodes may start at once: only one applies migrations at a time.
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres({ client: lockClient, schema }), {
      migrationsFolder: findMigrationsDir(),
    });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

/** Where start-up tells what it found wrong and put right (the app's log, or stderr). */
export interface OpenOptions {
  warn?: (message: string) => void;
}

/**
 * Opens PGlite on a directory (locked against a second process, private to this user) or in
 * memory. It runs on its own thread (pglite-thread.ts) unless `thread: 'main'` asks for the
 * PGlite itself, in this thread, for what only it has (dumpDataDir).
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob; thread?: 'worker' | 'main' } & OpenOptions,
): Promise<Database> {
  const { dataDir } = options;
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  try {
    if (dataDir) {
      const loose = makeDataDirPrivate(dataDir);
      if (loose.length > 0) options.warn?.(describeLooseEntries(dataDir, loose));
    }
    const where = { dataDir, loadDataDir: options.loadDataDir };
    const client =
      options.thread === 'main'
        ? await PGlite.create(where)
        : (await PgliteThread.start(where)).asPglite();
    // What PGlite's initdb has just written is open to everyone (see data-dir-permissions.ts).
    if (dataDir) makeDataDirPrivate(dataDir);
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    await migratePglite(drizzlePglite({ client, schema }), {
      migrationsFolder: findMigrationsDir(),
    });
    return {
      db,
      kind: 'pglite',
      dataDir,
      ping: async () => void (await client.query('select 1')),
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

export function openDatabase(
  config: AppConfig['database'],
  options: OpenOptions = {},
): Promise<Database> {
  return config.kind === 'postgres'
    ? openPostgres(config.url, config.poolSize)
    : openPglite({ dataDir: config.dataDir, ...options });
}
