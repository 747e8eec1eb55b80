/**
 * Agents: the catalogue, an owner's agents, and who may see or change one.
 * The module's face: other modules import only what this file exports (eslint.config.js).
 */
export { agentOwnedBy, agentVisibleTo } from './agent-access';
export {
  type AgentAvailability,
  type AgentChannel,
  assertAgentAnswers,
} from './agent-availability';
export { findWritable, setAgentTool } from './agent-writes-service';
export { agentsModule, agentsServices, type ConfiguredTools } from './agents-module';
export { invalidateCatalogueOnWrite } from './catalogue-invalidation';
