import { ApiError } from './api-client';

/**
 * The sentence a person reads where their action failed: the server's own sentence for a
 * refusal (any 4xx, or no connection), which says the reason and the way forward, and for a
 * service that is down (503, which says when to come back); the caller's fallback for a
 * server fault, whose message is not meant for them.
 */
export function errorSentence(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const refusal =
    error.status === 0 || error.status === 503 || (error.status >= 400 && error.status < 500);
  if (!refusal || !error.message) return fallback;
  return fieldIssueSentence(error) ?? error.message;
}

/**
 * A refused field said by its name ("Email: Invalid email address"): the API's message
 * leads with the request path ('body.email: …'), which is for developers, not for people.
 */
function fieldIssueSentence(error: ApiError): string | undefined {
  if (error.code !== 'validation_failed') return undefined;
  const issues = (error.details as { issues?: unknown } | undefined)?.issues;
  const first: unknown = Array.isArray(issues) ? issues[0] : undefined;
  if (typeof first !== 'object' || first === null) return undefined;
  const { path, message } = first as { path?: unknown; message?: unknown };
  if (typeof path !== 'string' || typeof message !== 'string') return undefined;
  const field = path
    .split('.')
    .filter((part) => !/^(body|query|params|\d+)$/.test(part))
    .pop();
  if (!field) return message;
  const name = field
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}: ${message}`;
}

/** A refusal that a bigger plan lifts: the message comes with a way to Billing. */
export function isPlanLimit(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'plan_limit' || error.status === 402);
}
