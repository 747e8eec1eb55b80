import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import FindMyWay from 'find-my-way';
import { routeFactsOf } from './route-facts';

/** How long a browser may reuse a preflight's answer (Chromium caps it at 2 hours). */
const PREFLIGHT_MAX_AGE_S = 7200;

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

const CLOSED: FastifyCorsOptions = { origin: false };

/**
 * The routes a widget may call (`config.widgetCallable`), by method and path. A preflight is
 * answered by the CORS plugin's own `OPTIONS *` route, so its route options are not those of
 * the call it asks about: that call's route is found here, matched as Fastify matches (the
 * same router library, with Fastify's default options, which the app keeps).
 */
function widgetRoutes() {
  const router = FindMyWay();
  const ignore = () => undefined;
  return {
    add(methods: HTTPMethods | HTTPMethods[], url: string) {
      // Fastify's methods are find-my-way's (Fastify routes with it).
      for (const method of [methods].flat() as FindMyWay.HTTPMethod[]) {
        // Fastify refuses a route declared twice itself; this only skips its automatic HEAD.
        if (!router.hasRoute(method, url)) router.on(method, url, ignore);
      }
    },
    // A method nobody routes (a preflight may ask anything) simply finds nothing.
    has: (method: string, url: string) => router.find(method as FindMyWay.HTTPMethod, url) !== null,
  };
}

/**
 * Cross-origin access for the routes a widget on another site calls, as each route says in
 * `config.widgetCallable`; every other route of the scope gets no CORS headers, and its
 * preflight falls through to 404. The app's own pages are same-origin and need none.
 */
export async function registerWidgetCors(app: FastifyInstance) {
  const callable = widgetRoutes();
  app.addHook('onRoute', (route) => {
    if (route.config?.widgetCallable) callable.add(route.method, route.url);
  });
  const corsFor = (request: FastifyRequest): FastifyCorsOptions => {
    const asked = request.headers['access-control-request-method'];
    if (request.method === 'OPTIONS' && typeof asked === 'string') {
      return callable.has(asked.toUpperCase(), request.url) ? WIDGET_CORS : CLOSED;
    }
    return routeFactsOf(request).widgetCallable ? WIDGET_CORS : CLOSED;
  };
  await app.register(cors, {
    delegator: (request, callback) => callback(null, corsFor(request)),
  });
}
