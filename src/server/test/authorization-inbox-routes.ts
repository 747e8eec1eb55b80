import type { RouteCase } from './authorization-routes';

/**
 * The owner's inbox: any signed-in person reads their own (empty for the stranger); a
 * conversation of nobody's agents they own is not found (inbox.test.ts reads real ones).
 */
export const inboxAuthorizationRoutes = (): RouteCase[] => [
  {
    method: 'GET',
    path: '/api/inbox/conversations',
    url: () => '/api/inbox/conversations',
    expected: { visitor: 401, stranger: 200, owner: 200 },
  },
  {
    method: 'GET',
    path: '/api/inbox/conversations/{id}',
    url: () => '/api/inbox/conversations/00000000-0000-4000-8000-000000000000',
    expected: { visitor: 401, stranger: 404, owner: 404 },
  },
  {
    method: 'GET',
    path: '/api/inbox/events',
    url: () => '/api/inbox/events',
    endless: true,
    expected: { visitor: 401, stranger: 200, owner: 200 },
  },
  {
    method: 'GET',
    path: '/api/inbox/export',
    url: () => '/api/inbox/export',
    expected: { visitor: 401, stranger: 200, owner: 200 },
  },
  // Stepping in (modules/handoff): take, reply and hand back one of one's own agents' conversations.
  ...(['take', 'messages', 'release'] as const).map((action): RouteCase => ({
    method: 'POST',
    path: `/api/inbox/conversations/{id}/${action}`,
    url: () => `/api/inbox/conversations/00000000-0000-4000-8000-000000000000/${action}`,
    payload: () => (action === 'messages' ? { text: 'Hello, I am here.' } : {}),
    expected: { visitor: 401, stranger: 404, owner: 404 },
  })),
];
