import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { Worker } from 'node:worker_threads';

/** Where the worker's file is: beside this module in the sources, and in dist/server when built. */
const WORKER_FILE = new URL('./pglite-worker.mjs', import.meta.url);

type Reply = { id: number; result?: unknown; error?: Record<string, unknown> };
type Pending = { resolve(value: unknown): void; reject(error: Error): void };

/** An error as the worker described it, with Postgres's fields (code, constraint...) kept. */
function rebuild(description: Record<string, unknown>): Error {
  const { name, message, ...fields } = description;
  const error = Object.assign(new Error(String(message)), fields);
  error.name = String(name ?? 'Error');
  return error;
}

/**
 * Why statements are refused once the thread is gone, with Postgres's own codes for a
 * crashed and a shut-down server, so callers answer "unavailable" (db/unavailable.ts).
 */
function stoppedError(message: string, code: '57P01' | '57P02'): Error {
  return Object.assign(new Error(message), { code });
}

/** The part of a PGlite the driver and this app use: queries, scripts and transactions. */
export interface PgliteQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Array<Results>>;
}

/**
 * PGlite on a worker thread (pglite-worker.mjs), with the methods drizzle's PGlite driver
 * calls. Its statements cost milliseconds of WebAssembly each; here they run on another core
 * while the event loop serves other requests.
 */
export class PgliteThread implements PgliteQueries {
  private readonly pending = new Map<number, Pending>();
  private lastId = 0;
  private stopped: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => this.settle(reply));
    worker.on('error', (error) =>
      this.stop(stoppedError(`The embedded database stopped: ${error.message}`, '57P02')),
    );
    worker.on('exit', (code) =>
      this.stop(stoppedError(`The embedded database stopped (exit code ${code}).`, '57P02')),
    );
    // Idle, the thread must not keep the process alive; with a statement under way it must.
    worker.unref();
  }

  /** Starts the thread and opens the database in it (from a directory, a dump, or in memory). */
  static async start(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PgliteThread> {
    const dump = options.loadDataDir && new Uint8Array(await options.loadDataDir.arrayBuffer());
    const worker = new Worker(WORKER_FILE, {
      workerData: { dataDir: options.dataDir, loadDataDir: dump },
      transferList: dump ? [dump.buffer] : [],
    });
    const ready = await new Promise<Reply & { ready?: boolean }>((resolve, reject) => {
      const exited = (code: number) =>
        reject(new Error(`The embedded database stopped (${code}).`));
      worker.once('error', reject).once('exit', exited);
      worker.once('message', (reply: Reply & { ready?: boolean }) => {
        // Only these: Worker keeps listeners of its own on itself.
        worker.off('error', reject).off('exit', exited);
        resolve(reply);
      });
    });
    if (!ready.ready) {
      await worker.terminate();
      throw rebuild(ready.error ?? { message: 'The embedded database did not open.' });
    }
    return new PgliteThread(worker);
  }

  private send<T>(request: Record<string, unknown>): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = ++this.lastId;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as Pending['resolve'], reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private settle(reply: Reply) {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.error) pending.reject(rebuild(reply.error));
    else pending.resolve(reply.result);
  }

  private stop(error: Error) {
    this.stopped ??= error;
    for (const pending of this.pending.values()) pending.reject(this.stopped);
    this.pending.clear();
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number) {
    return this.send<Results<T>>({
      kind: 'query',
      sql,
      params,
      tx,
      rowMode: options?.rowMode,
      // The driver's parsers keep some types as text; only their ids cross (see the worker).
      textTypes: options?.parsers && Object.keys(options.parsers).map(Number),
    });
  }

  exec(sql: string, tx?: number) {
    return this.send<Array<Results>>({ kind: 'exec', sql, tx });
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    const id = await this.send<number>({ kind: 'begin' });
    const tx: PgliteQueries = {
      query: (sql, params, options) => this.query(sql, params, options, id),
      exec: (sql) => this.exec(sql, id),
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      await this.send({ kind: 'end', tx: id, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.send({ kind: 'end', tx: id, commit: true });
    return result;
  }

  async close() {
    if (!this.stopped) await this.send({ kind: 'close' }).catch(() => undefined);
    this.stopped ??= stoppedError('The embedded database is closed.', '57P01');
    await this.worker.terminate();
  }

  /** For drizzle's PGlite driver, which calls only what PgliteQueries has. */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }
}
