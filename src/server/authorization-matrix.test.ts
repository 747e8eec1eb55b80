import { text } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiKeys } from './db/api-keys-schema';
import { seedAgents } from './db/seed';
import { wizardSessions } from './db/wizard-schema';
import { STORED_ANSWERS } from './modules/wizard/wizard-sample-answers';
import { bearer, signUp, type TestAccount } from './test/accounts';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { operatorMatrix } from './test/operator-matrix';
import {
  AGENT_FORM,
  authorizationRoutes,
  newSessionId,
  type RouteCase,
} from './test/authorization-routes';

let t: TestApp;
let owner: TestAccount;
let stranger: TestAccount;
let publicAgentId: string;
let revokedKey: { id: string; secret_key: string };
let expiredKey: { id: string; secret_key: string };
beforeAll(async () => {
  // Google's address is a closed local port: calls are refused here, never sent anywhere.
  t = await buildTestApp({
    env: { SEED_AGENTS: 'false', GOOGLE_API_BASE_URL: 'http://127.0.0.1:9' },
  });
  // The wizard's coach only: the other rows expect no seeded agents to speak of.
  await seedAgents(t.app.db);
  owner = await signUp(t.app, { name: 'Owner' });
  stranger = await signUp(t.app, { name: 'Stranger' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/agents',
    headers: bearer(owner.accessToken),
    payload: { ...AGENT_FORM, mode: 'PUBLIC', status: 'active', voice_enabled: true },
  });
  publicAgentId = res.json().id;
  revokedKey = await keyOfPublicAgent();
  await t.app.inject({
    method: 'DELETE',
    url: `/api/auth/api-keys/${publicAgentId}/${revokedKey.id}`,
    headers: bearer(owner.accessToken),
  });
  expiredKey = await keyOfPublicAgent();
  await t.app.db
    .update(apiKeys)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(apiKeys.id, expiredKey.id));
});

/** A live key of the owner's public agent: its id and its secret. */
async function keyOfPublicAgent() {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/auth/api-keys/${publicAgentId}`,
    headers: bearer(owner.accessToken),
    payload: { name: 'Matrix key' },
  });
  return res.json() as { id: string; secret_key: string };
}

/** A conversation the owner started while signed in: theirs alone. */
async function ownersConversation() {
  const sessionId = newSessionId();
  await t.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: bearer(owner.accessToken),
    payload: { message: 'Hello coach', session_id: sessionId, agent_id: publicAgentId },
  });
  return sessionId;
}

/** A conversation a visitor started with the public agent: any visitor of it holds it. */
async function visitorsConversation() {
  const sessionId = newSessionId();
  await t.app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: { message: 'Hello coach', session_id: sessionId, agent_id: publicAgentId },
  });
  return sessionId;
}
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** A private agent of the owner's, fresh for each call so deletes do not interfere. */
async function ownersAgent() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/agents',
    headers: bearer(owner.accessToken),
    payload: AGENT_FORM,
  });
  return res.json().id as string;
}

/** A fresh agent of the owner's with one API key. */
async function ownersKey() {
  const agentId = await ownersAgent();
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/auth/api-keys/${agentId}`,
    headers: bearer(owner.accessToken),
    payload: { name: 'Matrix key' },
  });
  return { agentId, keyId: res.json().id as string };
}

/**
 * A run of the owner's with every step answered and a plan, written straight to the database:
 * the expired-token rows call this with the owner's token already expired.
 */
async function ownersWizardRun() {
  const [run] = await t.app.db
    .insert(wizardSessions)
    .values({
      wizardId: 'business-setup',
      ownerId: owner.userId,
      answers: STORED_ANSWERS,
      plan: {
        markdown: '# Plan',
        generatedAt: new Date().toISOString(),
        engine: 'offline',
        answers: STORED_ANSWERS,
      },
    })
    .returning({ id: wizardSessions.id });
  return run!.id;
}

const routes = authorizationRoutes({
  ownersWizardRun,
  ownersAgent,
  ownersConversation,
  visitorsConversation,
  publicAgentId: () => publicAgentId,
  ownersKey,
});

async function call(route: RouteCase, headers: Record<string, string>) {
  if (route.endless) return callEndless(route, headers);
  const form = route.form?.();
  return t.app.inject({
    method: route.method,
    url: await route.url(),
    headers: { ...headers, ...form?.headers },
    ...(route.payload ? { payload: await route.payload() } : {}),
    ...(form ? { payload: form.payload } : {}),
  });
}

/** An endless stream's status, and its body when it is refused (a refusal ends at once). */
async function callEndless(route: RouteCase, headers: Record<string, string>) {
  const hangUp = new AbortController();
  const res = await t.app.inject({
    method: route.method,
    url: await route.url(),
    headers,
    payloadAsStream: true,
    signal: hangUp.signal,
  });
  const body = res.statusCode >= 400 ? await text(res.stream()) : '';
  hangUp.abort();
  return {
    statusCode: res.statusCode,
    json: () => JSON.parse(body) as { error: { message: string } },
  };
}

/** better-auth's own endpoints: its session bearer, not ours (our key routes live beside them). */
const byBetterAuth = (path: string) =>
  path.startsWith('/api/auth/') && !/^\/api\/auth\/(api-keys|rate-limits|validate-key)/.test(path);

it('covers every documented route', async () => {
  const doc = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, object> };
  // The operators' routes have their own matrix (operator-matrix.ts), read from the router.
  const documented = Object.entries(doc.paths)
    .filter(([path]) => !path.startsWith('/api/admin/'))
    .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
  expect(new Set(routes.map((r) => `${r.method} ${r.path}`))).toEqual(new Set(documented));
});

describe.each(routes)('$method $path', (route) => {
  it.each(['visitor', 'stranger', 'owner'] as const)('as %s', async (caller) => {
    const headers =
      caller === 'visitor' ? {} : bearer((caller === 'owner' ? owner : stranger).accessToken);
    const res = await call(route, headers);
    expect(res.statusCode).toBe(route.expected[caller]);
    if (res.statusCode >= 400) expect(typeof res.json().error.message).toBe('string');
  });

  it.skipIf(byBetterAuth(route.path))(
    'refuses a revoked and an expired API key with 401',
    async () => {
      const revoked = await call(route, bearer(revokedKey.secret_key));
      expect(revoked.statusCode).toBe(401);
      expect(revoked.json().error.message).toBe('This API key has been revoked.');
      const expired = await call(route, bearer(expiredKey.secret_key));
      expect(expired.statusCode).toBe(401);
      expect(expired.json().error.message).toMatch(/^This API key expired on /);
    },
  );

  it.skipIf(route.path.startsWith('/api/auth/'))('refuses a tampered token with 401', async () => {
    const [head, payload, signature] = owner.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: stranger.userId })).toString(
      'base64url',
    );
    const res = await call(route, bearer(`${head}.${forged}.${signature}`));
    expect(res.statusCode).toBe(401);
  });

  it.skipIf(route.path.startsWith('/api/auth/'))('refuses an expired token with 401', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 3600_000);
    const res = await call(route, bearer(owner.accessToken));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Your session token has expired.');
  });
});

type DocumentedResponse = { content?: Record<string, { schema: { properties?: Schemas } }> };
type Schemas = Record<string, { required?: string[] }>;

it('documents 401 and 403 in the error shape on every route that can refuse a caller', async () => {
  const doc = (await t.app.inject('/api/docs/json')).json() as {
    paths: Record<string, Record<string, { responses: Record<string, DocumentedResponse> }>>;
  };
  // Every route our principal checks refuses a bearer that does not verify (401, above) and a
  // key used from a site it is not allowed on (403); better-auth's own routes where they say.
  const refusing = routes.filter(
    (route) =>
      !byBetterAuth(route.path) ||
      Object.values(route.expected).some((status) => status === 401 || status === 403),
  );
  const undocumented = refusing.flatMap((route) =>
    ['401', '403']
      .filter((status) => {
        const answer = doc.paths[route.path]?.[route.method.toLowerCase()]?.responses[status];
        const error = answer?.content?.['application/json']?.schema.properties?.error;
        return !error?.required?.includes('message');
      })
      .map((status) => `${route.method} ${route.path} ${status}`),
  );
  expect(undocumented).toEqual([]);
});

// The owner signed up first, so runs this server; the stranger is a person like any other.
describe('operator routes (/api/admin)', () =>
  operatorMatrix(() => ({ app: t.app, operator: owner, person: stranger })));
