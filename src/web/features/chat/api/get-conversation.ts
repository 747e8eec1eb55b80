import { queryOptions } from '@tanstack/react-query';
import type { Conversation } from '../../../../shared/schemas/chat';
import { ApiError, apiRequest } from '../../../lib/api-client';
import type { ChatMessage } from '../lib/chat-message';
import type { ChatSession } from '../lib/session-id';

/**
 * The stored conversation of a session with the agent as chat messages; a 404 means none yet.
 * The agent is named because visitors' session ids are kept per agent on the server.
 */
export async function getConversation(sessionId: string, agentId: string, signal?: AbortSignal) {
  try {
    const conversation = await apiRequest<Conversation>(
      `/conversations/${encodeURIComponent(sessionId)}?agent_id=${encodeURIComponent(agentId)}`,
      { signal },
    );
    return conversation.messages.map((m): ChatMessage => ({
      key: `${m.role}-${m.index}`,
      role: m.role,
      content: m.content,
      author: m.author ?? undefined,
      index: m.index,
      attachments: m.attachments,
      // Older servers send neither field: the label and the rating then stay off after a reload.
      engine: m.engine ?? undefined,
      rating: m.feedback ?? undefined,
      spoken: m.via === 'voice' || undefined,
      interrupted: m.interrupted || undefined,
    }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const conversationQueryKey = (sessionId: string) => ['chat', 'conversation', sessionId];

/**
 * Messages live in the query cache: loaded once, then appended to by the chat screen. A
 * session not started yet has nothing stored: it begins empty, without asking the server.
 */
export const conversationQuery = ({ id: sessionId, started }: ChatSession, agentId: string) =>
  queryOptions({
    queryKey: conversationQueryKey(sessionId),
    queryFn: ({ signal }) => getConversation(sessionId, agentId, signal),
    initialData: started ? undefined : [],
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
