import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();

/** Statement texts seen, by their names; more shapes than this and the rest go unnamed. */
const names = new Map<string, string>();
const MAX_NAMED = 64;

function nameFor(base: string, text: string): string | undefined {
  let name = names.get(text);
  if (!name && names.size < MAX_NAMED) {
    // One name per text: a connection refuses a known name with a different text.
    name = `${base}_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs a statement of a chat turn's hot path as a named prepared statement, so Postgres
 * parses and plans it once per connection instead of on every turn (0.52 → 0.20 ms for the
 * turn snapshot, docs/BENCHMARKS.md). Answers as `db.execute` does. PGlite's driver ignores
 * the name; its thread prepares every statement it sees twice (pglite-statements.mjs).
 */
export function executeNamed(db: Db, base: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return db._.session
    .prepareQuery(query, undefined, nameFor(base, query.sql), false)
    .execute() as ReturnType<Db['execute']>;
}
