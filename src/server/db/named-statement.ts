import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Runs a statement of a chat turn's hot path through Drizzle's public `execute`; `label`
 * says which for a reader. It was a named prepared statement reached through Drizzle's
 * private session: against a model that answers like a real one the saving did not show in
 * CPU per turn or p99 (docs/BENCHMARKS.md, realistic bench), and it made every Drizzle
 * upgrade a risk.
 */
export function executeNamed(db: Db, label: string, statement: SQL) {
  void label;
  return db.execute(statement);
}
