import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Google Identity Services (the calendar tool's sign-in), allowed only when configured. */
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';

export async function registerSecurity(app: FastifyInstance) {
  const google = app.config.tools.googleClientId ? [GOOGLE_SIGN_IN] : [];
  await app.register(helmet, {
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
  });
}
