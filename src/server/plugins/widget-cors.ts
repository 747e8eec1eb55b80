import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How long a browser may reuse a preflight's answer (Chromium caps it at 2 hours). */
const PREFLIGHT_MAX_AGE_S = 7200;

/** The calls a widget on another site makes, by method; nothing else is open to other origins. */
export function widgetMayCall(method: string, pathname: string): boolean {
  if (pathname.startsWith('/api/widget/')) return true;
  if (method === 'POST') return pathname === '/api/chat' || pathname === '/api/chat/stream';
  if (method === 'GET' || method === 'HEAD') return pathname.startsWith('/api/conversations/');
  return false;
}

const WIDGET_CORS: FastifyCorsOptions = {
  // Any site may try: the widget token route decides by the key's and the agent's domains.
  origin: true,
  credentials: false,
  methods: ['GET', 'HEAD', 'POST'],
  allowedHeaders: ['Authorization', 'Content-Type'],
  // A page's own code may read how much of the key's hour is left, not only how long to wait.
  exposedHeaders: [
    'Retry-After',
    'X-RateLimit-Limit',
    'X-RateLimit-Remaining',
    'X-RateLimit-Reset',
  ],
  maxAge: PREFLIGHT_MAX_AGE_S,
};

function corsFor(request: FastifyRequest): FastifyCorsOptions {
  const requested = request.headers['access-control-request-method'];
  const method =
    request.method === 'OPTIONS' && typeof requested === 'string' ? requested : request.method;
  const pathname = request.url.split('?')[0] ?? '';
  return widgetMayCall(method.toUpperCase(), pathname) ? WIDGET_CORS : { origin: false };
}

/**
 * Cross-origin access for the widget's API calls only. The app's own pages are same-origin
 * and get no CORS headers; their preflights (there are none) would fall through to 404.
 */
export async function registerWidgetCors(app: FastifyInstance) {
  await app.register(cors, {
    delegator: (request, callback) => callback(null, corsFor(request)),
  });
}
