import type { VoiceTokenResponse } from '../../../shared/schemas/voice';
import type { Db } from '../../db/client';
import { DomainError } from '../../domain-error';
import type { Principal } from '../auth';
import type { UsageMeter } from '../billing';
import { findHeldConversation } from '../chat';
import { callableAgent } from './call-access';
import { callLanguage } from './call-language';
import { assertRoomForCall } from './lines/call-caps';
import type { VoiceService } from './voice-service';
import { voiceUrlOf } from './voice-url';

function appCaller(principal: Principal) {
  if (principal.kind === 'user' || principal.kind === 'visitor') return principal;
  throw new DomainError(
    'forbidden',
    'voice_token_not_allowed',
    principal.kind === 'widget'
      ? "A widget session calls with its own token: open the socket with the widget's token."
      : 'API keys start calls through the widget: POST /api/widget/token/{session_id}/{agent_id}.',
  );
}

/** The conversation a call joins: the caller's own of this id, with this agent, or none yet. */
async function assertConversationFits(
  db: Db,
  principal: Principal,
  agentId: string,
  sessionId: string,
) {
  // The caller's own conversation of this id only (a new one starts with the call otherwise).
  const conversation = await findHeldConversation({ db, principal, sessionId, agentId });
  if (!conversation) return;
  if (conversation.agentId !== agentId) {
    throw new DomainError(
      'conflict',
      'session_in_use',
      'This session_id belongs to a chat with another agent.',
    );
  }
}

/**
 * The app's token call for a voice call (spec 01 §7 step 1, for people and visitors): the
 * same checks as a chat turn, so a call that starts can also talk, and the socket's address.
 */
export async function issueVoiceToken(options: {
  db: Db;
  voice: VoiceService;
  usage: UsageMeter;
  publicUrl: string;
  principal: Principal;
  /** The client's address as address limits count it (`clientAddressKey`). */
  address: string;
  path: { session_id: string; agent_id: string };
  /** The caller's choice of the agent's languages; its primary language when undefined. */
  language: string | undefined;
}): Promise<VoiceTokenResponse> {
  const { path, voice } = options;
  const principal = appCaller(options.principal);
  // Refused here in words (sign in, no voice time left, too many calls) rather than at the socket.
  const agent = await callableAgent({
    db: options.db,
    usage: options.usage,
    principal,
    agentId: path.agent_id,
  });
  // A language the agent does not speak, or this server cannot hear, is refused now: never a
  // call that opens only to answer each utterance with an error.
  const language = callLanguage(agent, options.language, voice.engines.stt);
  await assertConversationFits(options.db, principal, path.agent_id, path.session_id);
  await assertRoomForCall(
    voice.places,
    {
      address: options.address,
      accountId: principal.kind === 'user' ? principal.userId : undefined,
    },
    voice.caps,
  );
  const { token, expiresAt } = await voice.tokens.sign({
    principal,
    agentId: path.agent_id,
    sessionId: path.session_id,
    language,
  });
  return {
    ws_url: voiceUrlOf(options.publicUrl),
    token,
    session_id: path.session_id,
    expires_at: expiresAt.toISOString(),
    ice_servers: voice.iceServers,
    engines: voice.engineInfo(),
    language,
  };
}
