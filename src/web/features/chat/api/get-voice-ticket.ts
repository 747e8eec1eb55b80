import type { VoiceTokenResponse } from '../../../../shared/schemas/voice';
import { apiRequest } from '../../../lib/api-client';

/** The app's token call for a voice call in this chat session (spec 01 §7 step 1). */
export const getVoiceTicket = (sessionId: string, agentId: string) =>
  apiRequest<VoiceTokenResponse>(
    `/voice/token/${encodeURIComponent(sessionId)}/${encodeURIComponent(agentId)}`,
    { method: 'POST', body: {} },
  );
