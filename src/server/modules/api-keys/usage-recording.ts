import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UsageKind, UsageOutcome, UsageRefusal } from '../../../shared/api-key-constants';
import { SessionIdSchema } from '../../../shared/schemas/chat';
import { routeFactsOf } from '../../plugins/route-facts';
import { keyOf, type Principal } from '../auth';

/** The kinds of chat turn: a widget session's are all 'widget_chat'. */
const CHAT_KINDS: ReadonlySet<UsageKind> = new Set(['chat', 'chat_stream', 'chat_files']);

/** What a call was: what its route says it is (`config.usageKind`), and who made it. */
function callKindOf(routeKind: UsageKind | undefined, principal: Principal): UsageKind {
  const kind = routeKind ?? 'other';
  return principal.kind === 'widget' && CHAT_KINDS.has(kind) ? 'widget_chat' : kind;
}

/** Origin is whatever the caller sent: kept, but never longer than a real origin can be. */
const ORIGIN_MAX = 300;

function sessionIdOf(request: FastifyRequest): string | null {
  if (request.principal.kind === 'widget') return request.principal.sessionId;
  // A refused body may hold anything: only a well-formed session id goes into the ledger.
  const body = request.body as { session_id?: unknown } | undefined;
  const parsed = SessionIdSchema.safeParse(body?.session_id);
  return parsed.success ? parsed.data : null;
}

/** The refusals each error code stands for, wherever it was raised. */
const REFUSAL_BY_CODE: Record<string, UsageRefusal> = {
  origin_not_allowed: 'refused_origin',
  plan_limit: 'refused_plan_limit',
};

const REFUSAL = Symbol('usage refusal');

/**
 * Marks an error as a refusal of the key's own: the key's hourly limit answers with the same
 * code (`rate_limited`) as the per-address limits, which are not the key's refusals.
 */
export const asRefusal = <E extends Error>(error: E, refusal: UsageRefusal): E =>
  Object.assign(error, { [REFUSAL]: refusal });

/** A refusal the error stands for; undefined for any other failure. */
export function refusalOf(error: unknown): UsageRefusal | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const marked = (error as { [REFUSAL]?: UsageRefusal })[REFUSAL];
  const code = (error as { code?: unknown }).code;
  return marked ?? (typeof code === 'string' ? REFUSAL_BY_CODE[code] : undefined);
}

/** How the call ended: a refusal raised on the way, else its status says ok or error. */
function outcomeOf(status: number, refusal: UsageRefusal | undefined): UsageOutcome {
  if (refusal && status >= 400) return refusal;
  return status >= 400 ? 'error' : 'ok';
}

/**
 * Puts every call made with a key or widget session into the usage ledger, after the answer
 * has gone out. Registered right after the principal plugin, so refusals by later onRequest
 * hooks (the key's rate limit, a wrong origin) are recorded too: Fastify runs onResponse for
 * every answer, and by then the principal is known. Each row says how the call ended, so
 * analytics tell refusals (origin, key limit, plan limit) from errors.
 */
export const usageRecording = fp(
  async (scope: FastifyInstance) => {
    const refusals = new WeakMap<FastifyRequest, UsageRefusal>();
    scope.addHook('onError', (request, _reply, error, done) => {
      const refusal = refusalOf(error);
      if (refusal) refusals.set(request, refusal);
      done();
    });
    // A callback hook: recording only queues the row, and most calls carry no key.
    scope.addHook('onResponse', (request, reply, done) => {
      // Null when the Authorization header itself was refused: no key, nothing to record.
      const principal = request.principal as Principal | null;
      const key = principal && keyOf(principal);
      if (!key) return done();
      const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
      scope.usageRecorder.record({
        keyId: key.keyId,
        at: new Date(Date.now() - reply.elapsedTime),
        kind: callKindOf(routeFactsOf(request).usageKind, request.principal),
        method: request.method,
        route,
        status: reply.statusCode,
        latencyMs: Math.round(reply.elapsedTime),
        sessionId: sessionIdOf(request),
        origin: request.headers.origin?.slice(0, ORIGIN_MAX) || null,
        outcome: outcomeOf(reply.statusCode, refusals.get(request)),
      });
      done();
    });
  },
  { name: 'usage-recording' },
);
