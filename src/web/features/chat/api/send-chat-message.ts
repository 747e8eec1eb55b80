import type { ChatRequest, ChatResponse } from '../../../../shared/schemas/chat';
import { apiRequest } from '../../../lib/api-client';

/** Sends one user message; resolves with the coach's reply and its message index. */
export function sendChatMessage(body: ChatRequest, signal?: AbortSignal) {
  return apiRequest<ChatResponse>('/chat', { method: 'POST', body, signal });
}
