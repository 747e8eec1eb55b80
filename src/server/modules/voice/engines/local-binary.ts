import { execFile } from 'node:child_process';
import type { EngineAvailability } from '../speech-engines';

/** Why a local program did not give an answer. */
export type RunFailure =
  | { kind: 'missing'; detail: string }
  | { kind: 'timeout'; detail: string }
  | { kind: 'failed'; detail: string };

/**
 * Runs a program to the end (never through a shell: arguments are passed as they are) and
 * resolves to its output. A hang-up kills it and rejects with the signal's reason; anything
 * else rejects with a RunFailure.
 */
export function runToEnd(
  path: string,
  args: string[],
  options: { signal?: AbortSignal; timeoutMs: number },
): Promise<{ stdout: string; stderr: string }> {
  const { signal, timeoutMs } = options;
  return new Promise((resolve, reject) => {
    execFile(
      path,
      args,
      { signal, timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 },
      (error, stdout, stderr) => {
        if (!error) return resolve({ stdout, stderr });
        if (signal?.aborted) return reject(signal.reason);
        const code = (error as NodeJS.ErrnoException).code;
        const where = `${path} ${args.join(' ')}`;
        if (code === 'ENOENT' || code === 'EACCES') {
          return reject({ kind: 'missing', detail: `${where}: ${code}` } satisfies RunFailure);
        }
        if (error.killed) {
          return reject({ kind: 'timeout', detail: `${where}: killed after ${timeoutMs} ms` });
        }
        const tail = String(stderr).trim().slice(-300);
        reject({ kind: 'failed', detail: `${where}: exit ${String(code)} ${tail}` });
      },
    );
  });
}

export function isRunFailure(error: unknown): error is RunFailure {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return kind === 'missing' || kind === 'timeout' || kind === 'failed';
}

/**
 * Remembers a check for a while: calls start with it, and spawning a program each time would
 * add its start-up to every call. A failure is kept shorter, so installing the package is
 * noticed soon without a restart. Checks that overlap share one run.
 */
export function cachedCheck(
  check: () => Promise<EngineAvailability>,
  { okMs = 5 * 60_000, failedMs = 30_000 } = {},
): () => Promise<EngineAvailability> {
  let cached: { result: Promise<EngineAvailability>; until: number } | undefined;
  return () => {
    if (cached && Date.now() < cached.until) return cached.result;
    const result = check();
    const entry = { result, until: Number.POSITIVE_INFINITY }; // in flight: shared
    cached = entry;
    result.then(
      (availability) => {
        entry.until = Date.now() + (availability.ok ? okMs : failedMs);
      },
      () => {
        entry.until = 0; // a check that threw is not remembered
      },
    );
    return result;
  };
}
