/**
 * The business-setup wizard: its sessions, chat pane and plan.
 * The module's face: other modules import only what this file exports (eslint.config.js).
 */
export { wizardModule } from './wizard-module';
