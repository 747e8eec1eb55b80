/**
 * The owners' inbox: every conversation of their agents, live, its export, and who has it open.
 * The module's face: other modules import only what this file exports (eslint.config.js).
 */
export { inboxServices } from './inbox-module';
export { type InboxPresence } from './inbox-presence';
export { inboxRoutes } from './inbox-routes';
