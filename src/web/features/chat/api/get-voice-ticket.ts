import type { VoiceTokenRequest, VoiceTokenResponse } from '../../../../shared/schemas/voice';
import { apiRequest } from '../../../lib/api-client';

/**
 * The app's token call for a voice call in this chat session (spec 01 §7 step 1), in the
 * language the caller chose: the server refuses one it cannot hear before any call starts.
 */
export const getVoiceTicket = (sessionId: string, agentId: string, language: string) =>
  apiRequest<VoiceTokenResponse>(
    `/voice/token/${encodeURIComponent(sessionId)}/${encodeURIComponent(agentId)}`,
    { method: 'POST', body: { language } satisfies VoiceTokenRequest },
  );
