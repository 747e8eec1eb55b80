/**
 * The caller's signal plus a timer the engine can re-arm (the voice re-arms it per chunk, so
 * a stalled stream fails while a long one does not). `expired` tells a timeout from a hang-up.
 */
export function deadline(callerSignal: AbortSignal, ms: number) {
  const controller = new AbortController();
  let expired = false;
  let timer: NodeJS.Timeout | undefined;
  const onAbort = () => controller.abort(callerSignal.reason);
  const rearm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      expired = true;
      controller.abort(new Error(`no answer within ${ms} ms`));
    }, ms);
  };
  if (callerSignal.aborted) onAbort();
  else callerSignal.addEventListener('abort', onAbort, { once: true });
  rearm();
  return {
    signal: controller.signal,
    get expired() {
      return expired;
    },
    rearm,
    /** Stops the clock, e.g. while the consumer holds a chunk: its pace is not the provider's. */
    pause() {
      clearTimeout(timer);
    },
    dispose() {
      clearTimeout(timer);
      callerSignal.removeEventListener('abort', onAbort);
    },
  };
}
