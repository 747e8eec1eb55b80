import type { Agent, AgentInput } from '../../../../shared/schemas/agent';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/agents/{id}: replaces every field of an agent the caller owns. */
export const updateAgent = (id: string, body: AgentInput) =>
  apiRequest<Agent>(`/agents/${encodeURIComponent(id)}`, { method: 'PUT', body });
