// @ts-check
/**
 * The embedded database's own thread: PGlite (Postgres compiled to WebAssembly) runs here, so
 * the milliseconds each statement costs are spent beside the app's event loop, not on it
 * (pglite-thread.ts is the other end; docs/DECISIONS.md). Plain JavaScript, because a worker
 * thread loads its file as Node finds it, from the sources in tests and from dist/ in
 * production. PGlite's own PGliteWorker needs browser Web Workers and navigator.locks.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PreparedStatements, textParsers } from './pglite-statements.mjs';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread only.');
const port = parentPort;

/** A transaction's callback rejects with this to make PGlite roll it back. */
const ROLLBACK = Symbol('rollback');

/**
 * What a thrown error says, as plain data: Postgres's fields (code, constraint, detail...)
 * are what callers test, and an Error's own properties do not survive a structured clone.
 * Only text and numbers: PGlite also attaches the query's options, parsers included, and
 * functions cannot be cloned.
 * @param {unknown} error
 */
function describe(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields = Object.entries(error).filter(([, value]) =>
    ['string', 'number', 'boolean'].includes(typeof value),
  );
  return { ...Object.fromEntries(fields), name: error.name, message: error.message };
}

/**
 * Sends a reply; one that cannot be cloned (a type a query returned that has no clone)
 * becomes an error for its caller instead of a request that never ends.
 * @param {number} id
 * @param {{ result: unknown } | { error: unknown }} reply
 */
function answer(id, reply) {
  try {
    port.postMessage({ id, ...reply });
  } catch (error) {
    port.postMessage({ id, error: describe(error) });
  }
}

/**
 * @typedef {{ query: PGlite['query'], exec: PGlite['exec'] }} Queryable
 * @typedef {{ tx: Queryable, finish: (commit: boolean) => void, settled: Promise<unknown> }} OpenTransaction
 */
/** @type {Map<number, OpenTransaction>} */
const transactions = new Map();
let lastTransaction = 0;

/** @param {PGlite} db */
function begin(db) {
  return new Promise((started, failed) => {
    const id = ++lastTransaction;
    /** @type {(commit: boolean) => void} */
    let finish = () => {};
    const settled = db.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          finish = (ok) => (ok ? commit(undefined) : rollback(ROLLBACK));
          transactions.set(id, { tx, finish, settled });
          started(id);
        }),
    );
    // BEGIN itself failed: the callback never ran.
    settled.catch((error) => {
      if (!transactions.has(id)) failed(error);
    });
  });
}

/** @param {number} id @param {boolean} commit */
async function end(id, commit) {
  const open = transactions.get(id);
  if (!open) throw new Error('This transaction is no longer open.');
  transactions.delete(id);
  open.finish(commit);
  try {
    await open.settled;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  return null;
}

/** @param {PGlite} db @param {number | undefined} id @returns {Queryable} */
function target(db, id) {
  if (id === undefined) return db;
  const open = transactions.get(id);
  if (!open) throw new Error('This transaction is no longer open.');
  return open.tx;
}

/**
 * @typedef {{ id: number, kind: 'query', sql: string, params?: unknown[], rowMode?: 'array' | 'object', textTypes?: number[], tx?: number }
 *   | { id: number, kind: 'exec', sql: string, tx?: number }
 *   | { id: number, kind: 'begin' }
 *   | { id: number, kind: 'end', tx: number, commit: boolean }
 *   | { id: number, kind: 'close' }} Request
 */

/** @param {PGlite} db @param {PreparedStatements} statements @param {Request} request */
async function run(db, statements, request) {
  switch (request.kind) {
    case 'query': {
      const where = target(db, request.tx);
      const prepared = await statements.query(request.sql, request.params ?? [], {
        rowMode: request.rowMode,
        textTypes: request.textTypes,
        inTransaction: request.tx !== undefined,
      });
      return (
        prepared ??
        where.query(request.sql, request.params, {
          rowMode: request.rowMode,
          parsers: request.textTypes && textParsers(request.textTypes),
        })
      );
    }
    case 'exec':
      return target(db, request.tx).exec(request.sql);
    case 'begin':
      return begin(db);
    case 'end':
      return end(request.tx, request.commit);
    case 'close':
      await db.close();
      return null;
  }
}

try {
  const { dataDir, loadDataDir } = workerData ?? {};
  const db = await PGlite.create({
    dataDir,
    loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
  });
  const statements = new PreparedStatements(db);
  port.on('message', (/** @type {Request} */ request) => {
    run(db, statements, request).then(
      (result) => answer(request.id, { result }),
      (error) => answer(request.id, { error: describe(error) }),
    );
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ ready: false, error: describe(error) });
}
