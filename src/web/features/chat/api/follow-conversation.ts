import type { LiveMessage, LiveState } from '../../../../shared/schemas/handoff';
import { ApiError, apiFetch, readApiError } from '../../../lib/api-client';
import { eventData, streamEvents } from '../../../lib/event-stream';

export interface LiveHandlers {
  onMessage(message: LiveMessage): void;
  onState(state: LiveState): void;
}

const broken = () => new ApiError(0, 'stream_broken', 'The live updates stopped.');

/**
 * Reads GET /api/conversations/:session_id/events until it breaks or `signal` stops it:
 * `state` at once and whenever the conversation changes hands, `message` for what a team
 * member writes and for notices. Throws ApiError when refused or broken.
 */
export async function followConversation(
  sessionId: string,
  agentId: string,
  signal: AbortSignal,
  handlers: LiveHandlers,
) {
  const path = `/conversations/${encodeURIComponent(sessionId)}/events?agent_id=${encodeURIComponent(agentId)}`;
  const response = await apiFetch(path, { accept: 'text/event-stream', signal });
  if (!response.ok) throw await readApiError(response);
  if (!response.body) throw broken();
  for await (const { event, data } of streamEvents(response.body, signal, broken)) {
    if (event === 'message') handlers.onMessage(eventData(data, broken) as unknown as LiveMessage);
    if (event === 'state') handlers.onState(eventData(data, broken) as unknown as LiveState);
  }
}
