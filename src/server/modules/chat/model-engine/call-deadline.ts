/**
 * A time limit for one model call that is disarmed when the call ends. Unlike
 * `AbortSignal.timeout`, a finished call leaves no timer behind to abort its already
 * completed request later (measured in bench/chat-latency-bench.ts). One controller serves
 * both causes: each AbortSignal costs a transferable object in Node 20, and
 * `AbortSignal.any` a third one, 2.4 % of a chat turn's CPU at saturation.
 */
export function callDeadline(ms: number, caller: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const callerGaveUp = () => controller.abort(caller.reason);
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The model call timed out.', 'TimeoutError'));
  }, ms);
  timer.unref();
  if (caller.aborted) callerGaveUp();
  else caller.addEventListener('abort', callerGaveUp, { once: true });
  return {
    /** Aborts when the caller gives up or the time is up. */
    signal: controller.signal,
    timedOut: () => timedOut,
    disarm: () => {
      clearTimeout(timer);
      caller.removeEventListener('abort', callerGaveUp);
    },
  };
}
