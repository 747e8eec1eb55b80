/**
 * The embeddable widget's API: opening a widget session on a customer's page.
 * The module's face: other modules import only what this file exports (eslint.config.js).
 */
export { widgetRoutes } from './widget-routes';
