/**
 * Ratings of replies.
 * The module's face: other modules import only what this file exports (eslint.config.js).
 */
export { feedbackRoutes } from './feedback-routes';
