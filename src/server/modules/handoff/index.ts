/**
 * Stepping in: a person asks for someone of the team, the agent's owner takes the
 * conversation over, replies live, and hands it back.
 * The module's face: other modules import only what this file exports (eslint.config.js).
 */
export { asksForPerson } from './asks-for-person';
export { handoffModule } from './handoff-module';
export { endedWhileHeld } from './held-call';
