import type { MatrixFixture, RouteCase } from './authorization-routes';
import { newSessionId } from './session-id';

const keyUrl = async (fixture: MatrixFixture, base = '/api/auth/api-keys') => {
  const { agentId, keyId } = await fixture.ownersKey();
  return `${base}/${agentId}/${keyId}`;
};
const ownerOnly = { visitor: 401, stranger: 404, owner: 200 };

/** The API key and widget routes of the matrix, with the status each kind of caller gets. */
export const keyAuthorizationRoutes = (fixture: MatrixFixture): RouteCase[] => [
  {
    method: 'GET',
    path: '/api/auth/api-keys/{agent_id}',
    url: async () => `/api/auth/api-keys/${await fixture.ownersAgent()}`,
    expected: ownerOnly,
  },
  {
    method: 'POST',
    path: '/api/auth/api-keys/{agent_id}',
    url: async () => `/api/auth/api-keys/${await fixture.ownersAgent()}`,
    payload: () => ({ name: 'Server key' }),
    expected: { visitor: 401, stranger: 404, owner: 201 },
  },
  {
    method: 'GET',
    path: '/api/auth/api-keys/{agent_id}/{key_id}',
    url: () => keyUrl(fixture),
    expected: ownerOnly,
  },
  {
    method: 'PUT',
    path: '/api/auth/api-keys/{agent_id}/{key_id}',
    url: () => keyUrl(fixture),
    payload: () => ({ name: 'Renamed' }),
    expected: ownerOnly,
  },
  {
    method: 'DELETE',
    path: '/api/auth/api-keys/{agent_id}/{key_id}',
    url: () => keyUrl(fixture),
    expected: ownerOnly,
  },
  {
    method: 'GET',
    path: '/api/auth/rate-limits/{agent_id}/{key_id}',
    url: () => keyUrl(fixture, '/api/auth/rate-limits'),
    expected: ownerOnly,
  },
  {
    method: 'POST',
    path: '/api/auth/validate-key',
    url: () => '/api/auth/validate-key',
    payload: () => ({
      api_key: 'cf_live_unknown',
      agent_id: '00000000-0000-4000-8000-000000000000',
    }),
    expected: { visitor: 200, stranger: 200, owner: 200 },
  },
  // A key's usage reads: its owner's alone.
  ...(['usage', 'analytics', 'sessions', 'export'] as const).map((read): RouteCase => ({
    method: 'GET',
    path: `/api/auth/api-keys/{agent_id}/{key_id}/${read}`,
    url: async () => {
      const { agentId, keyId } = await fixture.ownersKey();
      return `/api/auth/api-keys/${agentId}/${keyId}/${read}`;
    },
    expected: { visitor: 401, stranger: 404, owner: 200 },
  })),
  {
    // Only an API key of the agent opens a widget session; people and visitors are told so.
    method: 'POST',
    path: '/api/widget/token/{session_id}/{agent_id}',
    url: () => `/api/widget/token/session_widget1/${fixture.publicAgentId()}`,
    payload: () => ({ session_id: 'session_widget1', agent_id: fixture.publicAgentId() }),
    expected: { visitor: 401, stranger: 401, owner: 401 },
  },
  {
    // The app's call token: anyone who may talk to a public coach that takes calls.
    method: 'POST',
    path: '/api/voice/token/{session_id}/{agent_id}',
    url: async () => `/api/voice/token/${newSessionId()}/${fixture.publicAgentId()}`,
    payload: () => ({}),
    expected: { visitor: 200, stranger: 200, owner: 200 },
  },
  {
    // A private coach: its owner's alone; it takes no calls until its owner turns voice on.
    method: 'POST',
    path: '/api/voice/token/{session_id}/{agent_id}',
    url: async () => `/api/voice/token/${newSessionId()}/${await fixture.ownersAgent()}`,
    payload: () => ({}),
    expected: { visitor: 404, stranger: 404, owner: 409 },
  },
];
