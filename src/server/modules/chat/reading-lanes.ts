import { DomainError } from '../../domain-error';

/**
 * How long a message waits for the same client's earlier one: ordinary files are read in a
 * fraction of this, while a file that holds its thread to the deadline makes the rest wait
 * in vain; they are told at once instead, each with most of its own deadline unspent.
 */
const LANE_WAIT_MS = 1_000;

/**
 * One lane per client for reading files: a client's messages with files are read one after
 * another, so a client sending many hostile files at once holds one reading thread, not all of
 * them, and everyone else's files still find a thread. Hand-written: a keyed mutex whose wait
 * ends with the caller's deadline is a dozen lines, and no maintained package does both.
 */
export function createReadingLanes() {
  const tails = new Map<string, Promise<void>>();

  return {
    /**
     * Waits until `client`'s earlier reads are done; then the caller reads and calls the
     * returned release. Still waiting after LANE_WAIT_MS or past `deadline`: 429, the
     * client's own backlog.
     */
    async enter(client: string, deadline: AbortSignal, file: string): Promise<() => void> {
      const before = tails.get(client);
      let release!: () => void;
      const done = new Promise<void>((resolve) => (release = resolve));
      const tail = (before ?? Promise.resolve()).then(() => done);
      tails.set(client, tail);
      const leave = () => {
        release();
        if (tails.get(client) === tail) tails.delete(client);
      };
      if (!before) return leave;
      try {
        // A timer of our own: a timeout signal held only by AbortSignal.any can be collected
        // before it fires (Node 20), and the wait would then last the whole deadline.
        const waited = new AbortController();
        const timer = setTimeout(() => waited.abort(), LANE_WAIT_MS);
        const wait = AbortSignal.any([deadline, waited.signal]);
        try {
          await waitOrAbort(before, wait);
        } finally {
          clearTimeout(timer);
        }
        // The lane came free as the wait ended: too late to start reading.
        wait.throwIfAborted();
      } catch {
        leave();
        throw backlog(file);
      }
      return leave;
    },
    /** Clients with reads running or waiting (diagnostics and tests). */
    size: () => tails.size,
  };
}

function waitOrAbort(promise: Promise<void>, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    void promise.then(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    });
  });
}

const backlog = (file: string) =>
  new DomainError(
    'limit',
    'too_many_file_reads',
    `Your earlier files are still being read, so ${file} could not be started. ` +
      'Send this message again once your other messages have been answered.',
    { details: { file }, retryAfterS: 5 },
  );
