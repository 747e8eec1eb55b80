import type { Agent } from '../../../../shared/schemas/agent';

/**
 * Clone is offered on the platform's own coaches (read-only) and on the viewer's agents: the
 * server refuses to copy another customer's instructions and knowledge (agent-writes-service).
 */
export const clonable = (agent: Agent) => agent.is_owner || agent.read_only === 1;
