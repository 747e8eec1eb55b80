import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, signUp, type TestAccount } from './test/accounts';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { multipartBody } from './test/multipart';

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
    payload: { ...agentForm, mode: 'PUBLIC', status: 'active' },
  });
  publicAgentId = res.json().id;
});

/** A conversation the owner started while signed in: theirs alone. */
async function ownersConversation() {
  const sessionId = `session_${Math.random().toString(36).slice(2, 12)}`;
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

type Caller = 'visitor' | 'stranger' | 'owner';
const agentForm = { name: 'A', description: 'B', instruction: 'C', knowledge: 'D' };

/** A private agent of the owner's, fresh for each call so deletes do not interfere. */
async function ownersAgent() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/agents',
    headers: bearer(owner.accessToken),
    payload: agentForm,
  });
  return res.json().id as string;
}

interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  url(): Promise<string> | string;
  payload?: () => Promise<object> | object;
  /** A multipart body instead of JSON. */
  form?: () => { payload: Buffer; headers: Record<string, string> };
  expected: Record<Caller, number>;
}

const routes: RouteCase[] = [
  {
    method: 'GET',
    path: '/api/health',
    url: () => '/api/health',
    expected: { visitor: 200, stranger: 200, owner: 200 },
  },
  {
    method: 'GET',
    path: '/api/agents',
    url: () => '/api/agents',
    expected: { visitor: 200, stranger: 200, owner: 200 },
  },
  {
    method: 'GET',
    path: '/api/agents/{id}',
    url: async () => `/api/agents/${await ownersAgent()}`,
    expected: { visitor: 404, stranger: 404, owner: 200 },
  },
  {
    method: 'POST',
    path: '/api/agents',
    url: () => '/api/agents',
    payload: () => agentForm,
    expected: { visitor: 401, stranger: 201, owner: 201 },
  },
  {
    method: 'PUT',
    path: '/api/agents/{id}',
    url: async () => `/api/agents/${await ownersAgent()}`,
    payload: () => agentForm,
    expected: { visitor: 401, stranger: 404, owner: 200 },
  },
  {
    method: 'DELETE',
    path: '/api/agents/{id}',
    url: async () => `/api/agents/${await ownersAgent()}`,
    expected: { visitor: 401, stranger: 404, owner: 204 },
  },
  {
    method: 'POST',
    path: '/api/agents/clone',
    url: () => '/api/agents/clone',
    payload: async () => ({ id: await ownersAgent(), clone_agent_name: 'Copy' }),
    expected: { visitor: 401, stranger: 404, owner: 201 },
  },
  {
    method: 'POST',
    path: '/api/request-info',
    url: () => '/api/request-info',
    payload: () => ({ name: 'N', email: 'n@example.com', subject: 'S', message: 'M' }),
    expected: { visitor: 201, stranger: 201, owner: 201 },
  },
  {
    method: 'POST',
    path: '/api/request-quote',
    url: () => '/api/request-quote',
    payload: () => ({ name: 'N', email: 'n@example.com', company: 'C', plan: 'pro', message: 'M' }),
    expected: { visitor: 201, stranger: 201, owner: 201 },
  },
  {
    method: 'GET',
    path: '/api/profile',
    url: () => '/api/profile',
    expected: { visitor: 401, stranger: 200, owner: 200 },
  },
  {
    method: 'PUT',
    path: '/api/profile',
    url: () => '/api/profile',
    payload: () => ({ name: 'Someone' }),
    expected: { visitor: 401, stranger: 200, owner: 200 },
  },
  {
    method: 'POST',
    path: '/api/create-customer',
    url: () => '/api/create-customer',
    expected: { visitor: 401, stranger: 201, owner: 201 },
  },
  {
    method: 'POST',
    path: '/api/chat',
    url: () => '/api/chat',
    payload: () => ({
      message: 'Hi',
      session_id: `session_${Math.random().toString(36).slice(2, 12)}`,
      agent_id: publicAgentId,
    }),
    expected: { visitor: 200, stranger: 200, owner: 200 },
  },
  {
    method: 'POST',
    path: '/api/chat-with-files',
    url: () => '/api/chat-with-files',
    form: () =>
      multipartBody(
        {
          message: 'Read this',
          session_id: `session_${Math.random().toString(36).slice(2, 12)}`,
          agent_id: publicAgentId,
        },
        [{ name: 'a.txt', type: 'text/plain', data: 'Some notes' }],
      ),
    expected: { visitor: 200, stranger: 200, owner: 200 },
  },
  {
    method: 'POST',
    path: '/api/chat/stream',
    url: () => '/api/chat/stream',
    // The owner's private agent: hidden from others; the owner reaches the (inactive) agent.
    payload: async () => ({
      message: 'Hi',
      session_id: `session_${Math.random().toString(36).slice(2, 12)}`,
      agent_id: await ownersAgent(),
    }),
    expected: { visitor: 404, stranger: 404, owner: 409 },
  },
  {
    method: 'POST',
    path: '/api/chat-with-files/stream',
    url: () => '/api/chat-with-files/stream',
    form: () =>
      multipartBody(
        {
          message: 'Read this',
          session_id: `session_${Math.random().toString(36).slice(2, 12)}`,
          agent_id: publicAgentId,
        },
        [{ name: 'a.txt', type: 'text/plain', data: 'Some notes' }],
      ),
    expected: { visitor: 200, stranger: 200, owner: 200 },
  },
  {
    method: 'GET',
    path: '/api/conversations/{session_id}',
    url: async () => `/api/conversations/${await ownersConversation()}`,
    expected: { visitor: 404, stranger: 404, owner: 200 },
  },
  {
    method: 'POST',
    path: '/api/feedback',
    url: () => '/api/feedback',
    payload: async () => ({
      session_id: await ownersConversation(),
      agent_id: publicAgentId,
      message_index: 1,
      feedback: 'positive',
    }),
    expected: { visitor: 404, stranger: 404, owner: 200 },
  },
  {
    method: 'GET',
    path: '/api/tools',
    url: () => '/api/tools',
    expected: { visitor: 200, stranger: 200, owner: 200 },
  },
  {
    method: 'GET',
    path: '/api/config',
    url: () => '/api/config',
    expected: { visitor: 200, stranger: 200, owner: 200 },
  },
  {
    method: 'POST',
    path: '/api/tools/google_calendar/calendars',
    url: () => '/api/tools/google_calendar/calendars',
    payload: () => ({ access_token: 'ya29.token-google-refuses' }),
    expected: { visitor: 401, stranger: 422, owner: 422 },
  },
  {
    method: 'POST',
    path: '/api/agents/{id}/tools/google_calendar/calendars',
    url: async () => `/api/agents/${await ownersAgent()}/tools/google_calendar/calendars`,
    payload: () => ({ access_token: 'ya29.token-google-refuses' }),
    expected: { visitor: 401, stranger: 404, owner: 422 },
  },
  {
    method: 'GET',
    path: '/api/agents/{id}/tools/google_calendar',
    url: async () => `/api/agents/${await ownersAgent()}/tools/google_calendar`,
    expected: { visitor: 401, stranger: 404, owner: 404 },
  },
  {
    method: 'PUT',
    path: '/api/agents/{id}/tools/google_calendar',
    url: async () => `/api/agents/${await ownersAgent()}/tools/google_calendar`,
    payload: () => ({
      auth: { access_token: 'ya29.token-google-refuses', expires_in: 3600 },
      selected_calendars: ['primary'],
      availability: Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map(
          (day) => [day, { enabled: true, start: '09:00', end: '17:00' }],
        ),
      ),
      exclude_days: [],
      time_zone: 'Europe/Lisbon',
    }),
    expected: { visitor: 401, stranger: 404, owner: 422 },
  },
  {
    method: 'DELETE',
    path: '/api/agents/{id}/tools/google_calendar',
    url: async () => `/api/agents/${await ownersAgent()}/tools/google_calendar`,
    expected: { visitor: 401, stranger: 404, owner: 204 },
  },
  {
    method: 'GET',
    path: '/api/auth/password-policy',
    url: () => '/api/auth/password-policy',
    expected: { visitor: 200, stranger: 200, owner: 200 },
  },
  {
    method: 'GET',
    path: '/api/auth/providers',
    url: () => '/api/auth/providers',
    expected: { visitor: 200, stranger: 200, owner: 200 },
  },
];

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
