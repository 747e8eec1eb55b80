import { WidgetError } from './panel-errors';

/** What a call needs: where the voice channel is and the widget session that authorises it. */
export interface CallOptions {
  wsUrl: string;
  sessionId: string;
  agentId: string;
  token: string;
}

/**
 * Starts a voice call. Loaded only when a call starts; the panel offers calls only when the
 * server says voice is available, and until the voice server exists (the next issue, WebRTC)
 * this says so plainly instead of pretending to ring.
 */
export async function startCall(_options: CallOptions): Promise<{ hangUp: () => void }> {
  throw new WidgetError('Voice calls are not available yet. Please type your message.', 0);
}
