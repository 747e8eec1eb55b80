import { DEFAULT_WIDGET_APPEARANCE } from '../../shared/schemas/widget-appearance';
import type { MatrixFixture, RouteCase } from './authorization-routes';
import { multipartBody } from './multipart';

const ownerOnly = { visitor: 401, stranger: 404, owner: 200 };
/** The first bytes of a PNG: all the upload sniffs. */
export const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** The widget's appearance, avatar, look and preview routes of the matrix. */
export const widgetAuthorizationRoutes = (fixture: MatrixFixture): RouteCase[] => [
  {
    method: 'GET',
    path: '/api/agents/{agent_id}/widget-appearance',
    url: async () => `/api/agents/${await fixture.ownersAgent()}/widget-appearance`,
    expected: ownerOnly,
  },
  {
    method: 'PUT',
    path: '/api/agents/{agent_id}/widget-appearance',
    url: async () => `/api/agents/${await fixture.ownersAgent()}/widget-appearance`,
    payload: () => DEFAULT_WIDGET_APPEARANCE,
    expected: ownerOnly,
  },
  {
    method: 'POST',
    path: '/api/agents/{agent_id}/widget-avatar',
    url: async () => `/api/agents/${await fixture.ownersAgent()}/widget-avatar`,
    form: () => multipartBody({}, [{ name: 'face.png', type: 'image/png', data: PNG_BYTES }]),
    expected: ownerOnly,
  },
  {
    method: 'DELETE',
    path: '/api/agents/{agent_id}/widget-avatar',
    url: async () => `/api/agents/${await fixture.ownersAgent()}/widget-avatar`,
    expected: ownerOnly,
  },
  {
    // Public: an <img> on any site; this agent has uploaded none.
    method: 'GET',
    path: '/api/widget/avatar/{agent_id}',
    url: () => `/api/widget/avatar/${fixture.publicAgentId()}`,
    expected: { visitor: 404, stranger: 404, owner: 404 },
  },
  {
    // Public: the loader reads the launcher's look on every page view.
    method: 'GET',
    path: '/api/widget/look/{agent_id}',
    url: () => `/api/widget/look/${fixture.publicAgentId()}`,
    expected: { visitor: 200, stranger: 200, owner: 200 },
  },
  {
    method: 'POST',
    path: '/api/widget/preview/{agent_id}',
    url: async () => `/api/widget/preview/${await fixture.ownersAgent()}`,
    payload: () => DEFAULT_WIDGET_APPEARANCE,
    expected: ownerOnly,
  },
];
