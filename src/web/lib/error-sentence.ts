import { ApiError } from './api-client';

/**
 * The sentence a person reads where their action failed: the server's own sentence for a
 * refusal (any 4xx, or no connection), which says the reason and the way forward; the
 * caller's fallback for a server fault, whose message is not meant for them.
 */
export function errorSentence(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const refusal = error.status === 0 || (error.status >= 400 && error.status < 500);
  return refusal && error.message ? error.message : fallback;
}

/** A refusal that a bigger plan lifts: the message comes with a way to Billing. */
export function isPlanLimit(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'plan_limit' || error.status === 402);
}
