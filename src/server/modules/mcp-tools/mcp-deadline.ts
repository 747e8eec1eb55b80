/** One time budget for a piece of MCP work: the caller's signal or the server's timeout. */
export interface McpDeadline {
  signal: AbortSignal;
  /** True when the budget ran out, as opposed to the caller cancelling. */
  readonly timedOut: boolean;
}

export function mcpDeadline(timeoutMs: number, outer: AbortSignal): McpDeadline {
  const timeout = AbortSignal.timeout(timeoutMs);
  return {
    signal: AbortSignal.any([outer, timeout]),
    get timedOut() {
      return timeout.aborted && !outer.aborted;
    },
  };
}

/** Settles with `work`, or rejects as soon as `signal` aborts (the SDK may not notice it). */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
