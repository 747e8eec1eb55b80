import type { RouteCase } from './authorization-routes';

const NO_TOOL = '00000000-0000-4000-8000-000000000000';
const DOCUMENT = 'openapi: 3.0.3\ninfo: { title: Empty, version: "1" }\npaths: {}';
const ENDPOINT = {
  name: 'matrix_tool',
  description: 'A tool',
  method: 'GET',
  url: 'https://api.example.com/x',
  input_schema: { type: 'object', properties: {} },
};

/**
 * An owner's HTTP tools are a signed-in person's own (http-tools-routes.test.ts shows one
 * owner's tool is 404 to another): visitors are asked to sign in, a tool nobody has is 404.
 */
export const httpToolsAuthorizationRoutes = (): RouteCase[] => [
  {
    method: 'GET',
    path: '/api/http-tools',
    url: () => '/api/http-tools',
    expected: { visitor: 401, stranger: 200, owner: 200 },
  },
  {
    method: 'POST',
    path: '/api/http-tools',
    url: () => '/api/http-tools',
    // Each caller makes its own tool once; a second one of that name would be 409.
    payload: () => ({ ...ENDPOINT, name: `matrix_${Math.random().toString(36).slice(2, 10)}` }),
    expected: { visitor: 401, stranger: 201, owner: 201 },
  },
  {
    method: 'POST',
    path: '/api/http-tools/openapi/operations',
    url: () => '/api/http-tools/openapi/operations',
    payload: () => ({ document: DOCUMENT }),
    expected: { visitor: 401, stranger: 200, owner: 200 },
  },
  {
    method: 'POST',
    path: '/api/http-tools/openapi',
    url: () => '/api/http-tools/openapi',
    payload: () => ({ document: DOCUMENT, operations: ['GET /none'] }),
    expected: { visitor: 401, stranger: 400, owner: 400 },
  },
  ...(['PUT', 'DELETE'] as const).map((method) => ({
    method,
    path: '/api/http-tools/{id}',
    url: () => `/api/http-tools/${NO_TOOL}`,
    ...(method === 'PUT' ? { payload: () => ({ ...ENDPOINT }) } : {}),
    expected: { visitor: 401, stranger: 404, owner: 404 },
  })),
  {
    method: 'POST',
    path: '/api/http-tools/{id}/test',
    url: () => `/api/http-tools/${NO_TOOL}/test`,
    payload: () => ({ input: {} }),
    expected: { visitor: 401, stranger: 404, owner: 404 },
  },
];
