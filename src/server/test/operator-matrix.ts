import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { bearer, signUp, type TestAccount } from './accounts';
import { createApiKey, createKeyedAgent } from './api-key-fixtures';

interface AdminRoute {
  method: string;
  path: string;
}

/**
 * Every /api/admin route and method the router holds, read from its printed tree (each line
 * is a path segment under its parent, with its methods), so routes added later are covered.
 */
export function adminRoutesOf(app: FastifyInstance): AdminRoute[] {
  const parents: string[] = [];
  const found: AdminRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const segment = match[2] === '(empty root node)' ? '' : (match[2] ?? '');
    const path = (parents[depth - 1] ?? '') + segment;
    parents.length = depth;
    parents[depth] = path;
    if (!path.startsWith('/api/admin/')) continue;
    for (const method of match[3]?.split(', ') ?? []) found.push({ method, path });
  }
  return found;
}

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const urlOf = (path: string) => path.replace(/:\w+/g, SAMPLE_ID);
/** What a refused caller must not learn: the fields a route's body or query expects. */
const SHAPE = /body\.|querystring\.|params\.|"expected"|Invalid input/;

interface Fixture {
  app: FastifyInstance;
  /** Signed up first on the fresh app: the operator. */
  operator: TestAccount;
  /** Another person, no operator. */
  person: TestAccount;
}

/** The operator matrix: visitor, person, API keys and widget session × every admin route. */
export function operatorMatrix(fixture: () => Fixture) {
  const callers: Record<string, Record<string, string>> = {};
  let routes: AdminRoute[] = [];

  beforeAll(async () => {
    const { app, person } = fixture();
    routes = adminRoutesOf(app);
    const agentId = await createKeyedAgent(app, person);
    const live = await createApiKey(app, person, agentId);
    const test = await createApiKey(app, person, agentId, { key_type: 'test' });
    const restricted = await createApiKey(app, person, agentId, { key_type: 'restricted' });
    const session = `w_${randomUUID().replaceAll('-', '')}`;
    const site = 'https://shop.example.com';
    const opened = await app.inject({
      method: 'POST',
      url: `/api/widget/token/${session}/${agentId}`,
      headers: { ...bearer(restricted.secret_key), origin: site },
      payload: { agent_id: agentId, session_id: session, domain: 'shop.example.com' },
    });
    expect(opened.statusCode).toBe(200);
    callers['a person'] = bearer(person.accessToken);
    callers['a live API key'] = bearer(live.secret_key);
    callers['a test API key'] = bearer(test.secret_key);
    callers['a widget session'] = { ...bearer(opened.json().token), origin: site };
  });

  const send = (route: AdminRoute, headers: Record<string, string>) =>
    fixture().app.inject({
      method: route.method as 'GET',
      url: urlOf(route.path),
      headers,
      // A body no route accepts: only the operator may learn what it should hold.
      ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: { plan: 7 } }),
    });

  it('finds the operator routes in the router', () => {
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/admin/grant-operator',
        'GET /api/admin/people',
        'POST /api/admin/people/:id/disable',
        'GET /api/admin/log',
      ]),
    );
  });

  it('asks a visitor to sign in (401), before reading the body', async () => {
    for (const route of routes) {
      const res = await send(route, {});
      expect(res.statusCode, `${route.method} ${route.path}`).toBe(401);
      if (route.method !== 'HEAD') expect(res.body).not.toMatch(SHAPE);
    }
  });

  it('refuses a person, API keys and a widget session with 403, before reading the body', async () => {
    for (const [who, headers] of Object.entries(callers)) {
      for (const route of routes) {
        const res = await send(route, headers);
        const where = `${who}: ${route.method} ${route.path} → ${res.statusCode}`;
        expect(res.statusCode, where).toBe(403);
        if (route.method !== 'HEAD') {
          expect(res.body, where).not.toMatch(SHAPE);
          expect(typeof res.json().error.message, where).toBe('string');
        }
      }
    }
  });

  it('lets the operator through on every route', async () => {
    const headers = bearer(fixture().operator.accessToken);
    for (const route of routes) {
      const res = await send(route, headers);
      expect([401, 403], `${route.method} ${route.path}`).not.toContain(res.statusCode);
      expect(res.statusCode, `${route.method} ${route.path}`).toBeLessThan(500);
    }
  });

  it('takes the console from a revoked operator on their very next request', async () => {
    const { app, operator } = fixture();
    const deputy = await signUp(app);
    const grant = (operatorFlag: boolean) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/people/${deputy.userId}/operator`,
        headers: bearer(operator.accessToken),
        payload: { operator: operatorFlag },
      });
    const log = () => app.inject({ url: '/api/admin/log', headers: bearer(deputy.accessToken) });
    expect((await log()).statusCode).toBe(403);
    expect((await grant(true)).statusCode).toBe(200);
    expect((await log()).statusCode).toBe(200);
    expect((await grant(false)).statusCode).toBe(200);
    expect((await log()).statusCode).toBe(403);
  });
}
