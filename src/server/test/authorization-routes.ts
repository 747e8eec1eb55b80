import { agentMcpAuthorizationRoutes } from './authorization-agent-mcp-routes';
import { billingAuthorizationRoutes } from './authorization-billing-routes';
import { httpToolsAuthorizationRoutes } from './authorization-http-tools-routes';
import { keyAuthorizationRoutes } from './authorization-key-routes';
import { widgetAuthorizationRoutes } from './authorization-widget-routes';
import { mcpToolsAuthorizationRoutes } from './authorization-mcp-tools-routes';
import { chatAuthorizationRoutes } from './authorization-chat-routes';
import { inboxAuthorizationRoutes } from './authorization-inbox-routes';
import { wizardAuthorizationRoutes, type WizardMatrixFixture } from './authorization-wizard-routes';

export type Caller = 'visitor' | 'stranger' | 'owner';
export const AGENT_FORM = { name: 'A', description: 'B', instruction: 'C', knowledge: 'D' };

export interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  url(): Promise<string> | string;
  payload?: () => Promise<object> | object;
  /** A multipart body instead of JSON. */
  form?: () => { payload: Buffer; headers: Record<string, string> };
  /** An event stream that stays open: the matrix hangs up once the status is known. */
  endless?: boolean;
  expected: Record<Caller, number>;
}

/** What the table needs of the running test: the owner's things, made fresh per call. */
export interface MatrixFixture extends WizardMatrixFixture {
  /** A private agent of the owner's (fresh, so deletes do not interfere). */
  ownersAgent(): Promise<string>;
  /** A conversation the owner started while signed in (public agent): theirs alone. */
  ownersConversation(): Promise<string>;
  /** A conversation a visitor started with the public agent: the visitors' of that agent. */
  visitorsConversation(): Promise<string>;
  /** A public, active agent of the owner's. */
  publicAgentId(): string;
  /** A fresh agent of the owner's with one API key: the key's path. */
  ownersKey(): Promise<{ agentId: string; keyId: string }>;
}

// Kept here for the tests that import it with the matrix's other helpers.
export { newSessionId } from './session-id';

/** Every documented route, with the status each kind of caller gets. */
export const authorizationRoutes = (fixture: MatrixFixture): RouteCase[] => [
  {
    method: 'GET',
    path: '/api/health',
    url: () => '/api/health',
    expected: { visitor: 200, stranger: 200, owner: 200 },
  },
  {
    method: 'GET',
    path: '/api/site-info',
    url: () => '/api/site-info',
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
    url: async () => `/api/agents/${await fixture.ownersAgent()}`,
    expected: { visitor: 404, stranger: 404, owner: 200 },
  },
  {
    method: 'POST',
    path: '/api/agents',
    url: () => '/api/agents',
    payload: () => AGENT_FORM,
    expected: { visitor: 401, stranger: 201, owner: 201 },
  },
  {
    method: 'PUT',
    path: '/api/agents/{id}',
    url: async () => `/api/agents/${await fixture.ownersAgent()}`,
    payload: () => AGENT_FORM,
    expected: { visitor: 401, stranger: 404, owner: 200 },
  },
  {
    method: 'DELETE',
    path: '/api/agents/{id}',
    url: async () => `/api/agents/${await fixture.ownersAgent()}`,
    expected: { visitor: 401, stranger: 404, owner: 204 },
  },
  {
    method: 'POST',
    path: '/api/agents/clone',
    url: () => '/api/agents/clone',
    payload: async () => ({ id: await fixture.ownersAgent(), clone_agent_name: 'Copy' }),
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
    payload: () => ({
      name: 'N',
      email: 'n@example.com',
      company: 'C',
      plan: 'pro',
      message: 'M',
    }),
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
    // Someone else's e-mail never closes the caller's account (a real closure is tested apart).
    method: 'POST',
    path: '/api/profile/close',
    url: () => '/api/profile/close',
    payload: () => ({ confirm_email: 'somebody-else@example.com' }),
    expected: { visitor: 401, stranger: 422, owner: 422 },
  },
  {
    method: 'POST',
    path: '/api/create-customer',
    url: () => '/api/create-customer',
    expected: { visitor: 401, stranger: 201, owner: 201 },
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
    path: '/api/tools/google_calendar/grants',
    url: () => '/api/tools/google_calendar/grants',
    payload: () => ({ code: '4/0code-from-the-popup' }),
    // No client secret here: signed-in callers learn the server does not renew connections.
    expected: { visitor: 401, stranger: 409, owner: 409 },
  },
  {
    method: 'POST',
    path: '/api/agents/{id}/tools/google_calendar/calendars',
    url: async () => `/api/agents/${await fixture.ownersAgent()}/tools/google_calendar/calendars`,
    payload: () => ({ access_token: 'ya29.token-google-refuses' }),
    expected: { visitor: 401, stranger: 404, owner: 422 },
  },
  {
    method: 'GET',
    path: '/api/agents/{id}/tools/google_calendar',
    url: async () => `/api/agents/${await fixture.ownersAgent()}/tools/google_calendar`,
    expected: { visitor: 401, stranger: 404, owner: 404 },
  },
  {
    method: 'PUT',
    path: '/api/agents/{id}/tools/google_calendar',
    url: async () => `/api/agents/${await fixture.ownersAgent()}/tools/google_calendar`,
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
    url: async () => `/api/agents/${await fixture.ownersAgent()}/tools/google_calendar`,
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
  ...chatAuthorizationRoutes(fixture),
  ...agentMcpAuthorizationRoutes(fixture),
  ...keyAuthorizationRoutes(fixture),
  ...widgetAuthorizationRoutes(fixture),
  ...mcpToolsAuthorizationRoutes(),
  ...billingAuthorizationRoutes(),
  ...httpToolsAuthorizationRoutes(),
  ...wizardAuthorizationRoutes(fixture),
  ...inboxAuthorizationRoutes(),
];
