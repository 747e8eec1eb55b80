/**
 * A time limit for one model call that is disarmed when the call ends. Unlike
 * `AbortSignal.timeout`, a finished call leaves no timer behind to abort its already
 * completed request later (measured in bench/chat-latency-bench.ts).
 */
export function callDeadline(ms: number, caller: AbortSignal) {
  const timeout = new AbortController();
  const timer = setTimeout(
    () => timeout.abort(new DOMException('The model call timed out.', 'TimeoutError')),
    ms,
  );
  timer.unref();
  return {
    /** Aborts when the caller gives up or the time is up. */
    signal: AbortSignal.any([caller, timeout.signal]),
    timedOut: () => timeout.signal.aborted,
    disarm: () => clearTimeout(timer),
  };
}
