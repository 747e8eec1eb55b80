/**
 * A person's profile and closing their account.
 * The module's face: other modules import only what this file exports (eslint.config.js).
 */
export { profileRoutes } from './profile-routes';
