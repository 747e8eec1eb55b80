/**
 * Contact requests and their e-mail outbox.
 * The module's face: other modules import only what this file exports (eslint.config.js).
 */
export { type ContactOutbox, createContactOutbox } from './contact-outbox';
export { contactRoutes } from './contact-routes';
