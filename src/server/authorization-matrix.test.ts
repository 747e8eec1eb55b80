import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, signUp, type TestAccount } from './test/accounts';
import { buildTestApp, type TestApp } from './test/build-test-app';
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
beforeAll(async () => {
  // Google's address is a closed local port: calls are refused here, never sent anywhere.
  t = await buildTestApp({
    env: { SEED_AGENTS: 'false', GOOGLE_API_BASE_URL: 'http://127.0.0.1:9' },
  });
  owner = await signUp(t.app, { name: 'Owner' });
  stranger = await signUp(t.app, { name: 'Stranger' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/agents',
    headers: bearer(owner.accessToken),
    payload: { ...AGENT_FORM, mode: 'PUBLIC', status: 'active' },
  });
  publicAgentId = res.json().id;
});

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

const routes = authorizationRoutes({
  ownersAgent,
  ownersConversation,
  publicAgentId: () => publicAgentId,
  ownersKey,
});

async function call(route: RouteCase, headers: Record<string, string>) {
  const form = route.form?.();
  return t.app.inject({
    method: route.method,
    url: await route.url(),
    headers: { ...headers, ...form?.headers },
    ...(route.payload ? { payload: await route.payload() } : {}),
    ...(form ? { payload: form.payload } : {}),
  });
}

it('covers every documented route', async () => {
  const doc = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, object> };
  const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
  );
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
