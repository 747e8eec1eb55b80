import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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
 * The headers helmet sets, worked out once: with no nonces they are the same for every
 * response, and building them per request (as @fastify/helmet does) cost 6 % of a catalogue
 * request's CPU (docs/BENCHMARKS.md).
 */
export function securityHeaders(googleClientId: string | undefined): Array<[string, string]> {
  const headers = new Map<string, string>();
  const collector = {
    setHeader: (name: string, value: string) => void headers.set(name, String(value)),
    removeHeader: (name: string) => void headers.delete(name),
  };
  helmet(helmetOptions(googleClientId))(
    {} as IncomingMessage,
    collector as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return [...headers];
}

/**
 * Every response carries helmet's headers, set on the raw response as helmet itself would,
 * so a route or the static files may still replace one (the widget's CORP, for example).
 */
export async function registerSecurity(app: FastifyInstance) {
  const headers = securityHeaders(app.config.tools.googleClientId);
  app.addHook('onRequest', (_request, reply, done) => {
    const { raw } = reply;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}
