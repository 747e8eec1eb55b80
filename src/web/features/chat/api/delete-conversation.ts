import { ApiError, apiRequest } from '../../../lib/api-client';

/** Deletes the server's copy of a session's conversation; one that was never stored is fine. */
export async function deleteConversation(sessionId: string, agentId: string): Promise<void> {
  const query = `?agent_id=${encodeURIComponent(agentId)}`;
  try {
    await apiRequest<null>(`/conversations/${encodeURIComponent(sessionId)}${query}`, {
      method: 'DELETE',
    });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}
