import type { FastifyRequest } from 'fastify';
import type { UsageKind } from '../../shared/api-key-constants';

/**
 * What a route says about itself in its `config`, so the app-wide plugins (usage ledger,
 * widget CORS, security headers, the key's hourly limit) read it from the route they serve
 * instead of guessing from the URL. A route that says nothing gets each plugin's default.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How the usage ledger names a call made with a key on this route ('other' when unset).
     * A widget session's chat turns are 'widget_chat' whatever their route says.
     */
    usageKind?: UsageKind;
    /**
     * A widget on another site's page may call this route: CORS lets any origin try, and the
     * key's and the agent's domains decide. Routes without it get no CORS headers.
     */
    widgetCallable?: true;
    /**
     * What the route answers: the API's JSON (the default under /api/) gets the short API
     * security headers; a document (a page, a file; the default elsewhere) gets helmet's.
     */
    answers?: 'json' | 'document';
    /**
     * How the key's hourly limit counts this route's calls (every call, when unset):
     * 'counted-by-route' — the route counts what it must itself (`countKeyCalls`);
     * 'free-for-widget-sessions' — a widget session's calls are not counted.
     */
    keyLimit?: 'counted-by-route' | 'free-for-widget-sessions';
  }
}

/**
 * The facts of the route a request reached. A request no route matched (a 404) has the
 * not-found handler's config, which states nothing.
 */
export const routeFactsOf = (request: FastifyRequest) => request.routeOptions.config;
