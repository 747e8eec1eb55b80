import type { HandoffResponse } from '../../../../shared/schemas/handoff';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/conversations/:session_id/handoff: the person asks for someone of the team. */
export const askForPerson = (sessionId: string, agentId: string) =>
  apiRequest<HandoffResponse>(`/conversations/${encodeURIComponent(sessionId)}/handoff`, {
    method: 'POST',
    body: { agent_id: agentId },
  });
