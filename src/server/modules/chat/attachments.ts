import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { LRUCache } from 'lru-cache';
import { Piscina } from 'piscina';
import { DomainError } from '../../domain-error';
import type { ReadAttachment, ReadOutcome, Upload } from './attachment-content';
import { refusals, type AttachmentRefusal } from './attachment-refusal';
import type { AttachmentTask } from './attachment-worker';
import { createReadingLanes } from './reading-lanes';

export type { ReadAttachment, Upload };
export { refusals as attachmentRefusals };

/** How long one message's files may take to read, together, waiting included. */
export const READ_DEADLINE_MS = 5_000;
/** The heap of one reading thread: pdf.js on a page tree of 170,000 pages grew to 4.7 GB. */
const THREAD_HEAP_MB = 256;
/** Texts of earlier files whose passages are kept, by total characters. */
const PASSAGES_CACHE_CHARS = 20_000_000;

let sourceBuild: Promise<string> | undefined;
/** Where the sources' bundle of the worker goes: the project's node_modules (see below). */
const WORKER_CACHE = new URL('../../../../node_modules/.cache/coachforge/', import.meta.url);

/**
 * The worker's file: built beside the server's bundle (scripts/build.mjs), or, running from
 * the sources (tests, dev), bundled from attachment-worker.ts once per process with esbuild,
 * a development dependency. (tsx's loader, given to the thread, did not load it reliably.)
 */
async function workerFile(): Promise<string> {
  const bundled = new URL('./attachment-worker.mjs', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return bundled.href;
  sourceBuild ??= (async () => {
    const { build } = await import('esbuild');
    const built = await build({
      entryPoints: [fileURLToPath(new URL('./attachment-worker.ts', import.meta.url))],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      write: false,
      logLevel: 'warning',
    });
    const code = built.outputFiles[0]!.contents;
    // Inside node_modules, so the bundle's imports of packages resolve as the sources' do;
    // named by its content, so processes running the same sources share one file.
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
    const outfile = fileURLToPath(new URL(`attachment-worker-${hash}.mjs`, WORKER_CACHE));
    if (!existsSync(outfile)) {
      mkdirSync(WORKER_CACHE, { recursive: true });
      const partial = `${outfile}.${process.pid}`;
      writeFileSync(partial, code);
      renameSync(partial, outfile);
    }
    return pathToFileURL(outfile).href;
  })();
  return sourceBuild;
}

export const refusalError = (refusal: AttachmentRefusal) =>
  new DomainError(refusal.kind, refusal.code, refusal.message, { details: { file: refusal.file } });

/**
 * Files are read on worker threads (attachment-worker.ts), never on the event loop: each
 * message's files within READ_DEADLINE_MS, each thread within THREAD_HEAP_MB. A thread past
 * either, or whose request's client left, is terminated, and the pool starts another.
 */
export interface AttachmentReader {
  /**
   * Reads a message's files in order; the first one that cannot be read refuses them all.
   * One `sender` (a client address key) has one message's files read at a time
   * (reading-lanes.ts).
   */
  read(uploads: Upload[], signal: AbortSignal, sender: string): Promise<ReadAttachment[]>;
  /** Earlier files' texts with their passages: split once on a thread, then remembered. */
  withPassages<File extends { name: string; text: string }>(
    files: File[],
    signal: AbortSignal,
  ): Promise<Array<File & { passages: string[] }>>;
  /** The reading threads alive now: one ended for a file shows as an id gone (diagnostics). */
  threadIds(): number[];
  close(): Promise<void>;
}

const busy = (file: string) =>
  new DomainError(
    'unavailable',
    'service_unavailable',
    `We are reading many files right now and could not start on ${file} within ` +
      `${READ_DEADLINE_MS / 1000} seconds. Please send your message again in a minute.`,
    { details: { file } },
  );

export function createAttachmentReader(): AttachmentReader {
  let pool: Piscina<AttachmentTask & { started: MessagePort }, ReadOutcome | string[]> | undefined;
  // Started on first use: a server that never sees a file never loads pdf.js. Once started,
  // it stays warm: loading pdf.js for each upload would slow every upload.
  let starting: Promise<NonNullable<typeof pool>> | undefined;
  const threads = async () =>
    (starting ??= workerFile().then(
      (filename) =>
        (pool = new Piscina({
          filename,
          minThreads: 1,
          maxThreads: Math.max(2, Math.min(4, availableParallelism())),
          idleTimeout: 60_000,
          // Below the event loop's priority, so pinned threads leave it the cores it needs.
          niceIncrement: 10,
          resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB, maxYoungGenerationSizeMb: 32 },
        })),
    ));
  const passagesOf = new LRUCache<string, string[], unknown>({
    maxSize: PASSAGES_CACHE_CHARS,
    sizeCalculation: (_, key) => Math.max(1, Number(key.split(':')[0])),
  });
  const lanes = createReadingLanes();
  const keyOf = (text: string) =>
    `${text.length}:${createHash('sha256').update(text).digest('base64url')}`;

  /**
   * One task on a thread, ended when the client leaves (`client`) or `deadline` passes. The
   * thread says when it starts, so a task that waited for a thread all along is told apart
   * from a file that took too long: busy (503) against too complex (422).
   */
  async function run(
    task: AttachmentTask,
    file: string,
    signals: { client: AbortSignal; deadline: AbortSignal },
  ) {
    const { port1, port2 } = new MessageChannel();
    let started = false;
    port1.once('message', () => (started = true));
    const signal = AbortSignal.any([signals.client, signals.deadline]);
    try {
      const pool = await threads();
      return await pool.run({ ...task, started: port2 }, { signal, transferList: [port2] });
    } catch (error) {
      signals.client.throwIfAborted();
      if (signals.deadline.aborted) {
        throw started ? refusalError(refusals.tooSlow(file, READ_DEADLINE_MS / 1000)) : busy(file);
      }
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        throw refusalError(refusals.tooMuchMemory(file));
      }
      throw error;
    } finally {
      port1.close();
    }
  }

  return {
    async read(uploads, client, sender) {
      if (uploads.length === 0) return [];
      const deadline = AbortSignal.timeout(READ_DEADLINE_MS);
      const leave = await lanes.enter(sender, deadline, uploads[0]!.name);
      try {
        const files: ReadAttachment[] = [];
        for (const upload of uploads) {
          const outcome = (await run({ kind: 'read', upload }, upload.name, {
            client,
            deadline,
          })) as ReadOutcome;
          if ('refusal' in outcome) throw refusalError(outcome.refusal);
          passagesOf.set(keyOf(outcome.file.text), outcome.file.passages);
          files.push(outcome.file);
        }
        return files;
      } finally {
        leave();
      }
    },

    async withPassages(files, client) {
      const deadline = AbortSignal.timeout(READ_DEADLINE_MS);
      return Promise.all(
        files.map(async (file) => {
          const key = keyOf(file.text);
          let passages = passagesOf.get(key);
          if (!passages) {
            const task = { kind: 'passages' as const, text: file.text };
            passages = (await run(task, file.name, { client, deadline })) as string[];
            passagesOf.set(key, passages);
          }
          return { ...file, passages };
        }),
      );
    },

    threadIds: () => pool?.threads.map((thread) => thread.threadId) ?? [],

    async close() {
      await pool?.destroy();
    },
  };
}
