import type { Agent, AgentInput } from '../../../../shared/schemas/agent';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/agents: the new agent, owned by the signed-in person. */
export const createAgent = (body: AgentInput) =>
  apiRequest<Agent>('/agents', { method: 'POST', body });
