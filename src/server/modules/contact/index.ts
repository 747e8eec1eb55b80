/**
 * Contact requests and their e-mail outbox.
 * The module's face: other modules import only what this file exports (eslint.config.js).
 */
export { contactServices } from './contact-module';
export { contactRoutes } from './contact-routes';
