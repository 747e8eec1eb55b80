import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { routeFactsOf } from './route-facts';

/** Google Identity Services (the calendar tool's sign-in), allowed only when configured. */
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';

function helmetOptions(googleClientId: string | undefined): HelmetOptions {
  const google = googleClientId ? [GOOGLE_SIGN_IN] : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google.map((base) => `${base}client`)],
        // React sets style attributes (e.g. textarea height); no inline scripts are allowed.
        styleSrc: ["'self'", "'unsafe-inline'", ...google.map((base) => `${base}style`)],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...google],
        frameSrc: ["'self'", ...google],
        mediaSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Popup sign-in needs the opener link to survive the provider's pages.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  };
}

/**
 * What a JSON answer needs (OWASP's REST Security Cheat Sheet): nothing may load from it or
 * frame it, no sniffing, no referrer, HTTPS only. Helmet's set is for documents; most of it
 * means nothing on JSON, and its 968 bytes cost a fifth of a bare server's rate
 * (docs/BENCHMARKS.md).
 */
export const API_SECURITY_HEADERS: Array<[string, string]> = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];

/**
 * Whether a request's answer is the API's JSON rather than a page or a file: as its route says
 * (`config.answers`), else by where it is. The API's pages say so: the API reference and
 * better-auth's endpoints. A request no route matched is answered in kind: JSON under /api/.
 */
function answersJson(request: FastifyRequest): boolean {
  const answers = routeFactsOf(request).answers;
  return answers ? answers === 'json' : request.url.startsWith('/api/');
}

/**
 * Every response carries its security headers, set on the raw response as helmet's
 * middleware sets them, so a route or the static files may still replace one (the widget's
 * CORP, say): pages and files get helmet's set, run per request as helmet runs anywhere; the
 * API's JSON the short one above.
 */
export async function registerSecurity(app: FastifyInstance) {
  const documentHeaders = helmet(helmetOptions(app.config.tools.googleClientId));
  app.addHook('onRequest', (request, reply, done) => {
    if (!answersJson(request)) {
      // Helmet calls back with an error only when its options are wrong, checked at start.
      return documentHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
    }
    for (const [name, value] of API_SECURITY_HEADERS) reply.raw.setHeader(name, value);
    done();
  });
}
