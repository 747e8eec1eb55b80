/**
 * Health and site information.
 * The module's face: other modules import only what this file exports (eslint.config.js).
 */
export { healthRoutes } from './health-routes';
