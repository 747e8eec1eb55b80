import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();

/** Statement texts seen, by base name; more shapes than this and the rest go unnamed. */
const shapes = new Map<string, Array<{ text: string; name: string }>>();
let named = 0;
const MAX_NAMED = 64;

function nameFor(base: string, text: string): string | undefined {
  // Looked up by base, then compared: a Map keyed by the text hashed all of its ~2 KB on
  // every turn (a fresh string each time), 1 % of a turn's CPU at saturation.
  let known = shapes.get(base);
  const seen = known?.find((shape) => shape.text === text);
  if (seen) return seen.name;
  if (named >= MAX_NAMED) return undefined;
  // One name per text: a connection refuses a known name with a different text.
  const name = `${base}_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`;
  if (!known) shapes.set(base, (known = []));
  known.push({ text, name });
  named += 1;
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
