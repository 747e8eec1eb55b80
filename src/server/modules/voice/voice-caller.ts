import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { DomainError } from '../../domain-error';
import type { UsageMeter } from '../billing';
import { WIDGET_TOKEN_PREFIX } from '../api-keys';
import type { BearerVerifier } from '../../plugins/principal';
import { callableAgent, type CallableAgent, type CallingPrincipal } from './call-access';
import { callLanguage } from './call-language';
import type { SpeechLanguage, SpeechToText } from './speech-engines';
import type { VoiceTokens } from './voice-token';

/** A caller the socket may serve, with the agent they are calling and who pays. */
export interface VoiceCaller {
  principal: CallingPrincipal;
  channel: 'app' | 'widget';
  agent: Omit<CallableAgent, 'billed'>;
  billed: CallableAgent['billed'];
  /** The call's language: one the agent speaks and this server's recogniser understands. */
  language: SpeechLanguage;
  /** The app token's id and expiry: it opens one call. Widget sessions have none. */
  token?: { id: string; expiresAt: Date };
}

/** Refusals read by the caller as `auth_error` before the socket closes with 1008. */
export class VoiceAuthError extends Error {}

const pathMismatch = () =>
  new VoiceAuthError('This call token was issued for another agent or chat session.');

async function principalOf(options: {
  token: string;
  /** The socket's `?language=`, read for widget sessions (an app token carries its own). */
  language: string | undefined;
  path: { session_id: string; agent_id: string };
  request: FastifyRequest;
  voiceTokens: VoiceTokens;
  widgetBearer: BearerVerifier;
}): Promise<Pick<VoiceCaller, 'principal' | 'channel' | 'token'> & { language?: string }> {
  const { token, path } = options;
  if (token.startsWith(WIDGET_TOKEN_PREFIX)) {
    const principal = await options.widgetBearer(token, options.request).catch((error) => {
      throw new VoiceAuthError(
        error instanceof DomainError ? error.message : 'Invalid credentials',
      );
    });
    if (principal.kind !== 'widget') throw new VoiceAuthError('Invalid credentials');
    // A builder preview bills nobody, so it offers no calls (its session says voice_available false).
    if (principal.preview) {
      throw new VoiceAuthError(
        'Calls are not offered in the builder preview: try a call from your site or the app.',
      );
    }
    if (principal.agentId !== path.agent_id || principal.sessionId !== path.session_id) {
      throw pathMismatch();
    }
    // A widget session is not made for one call: the call names its language on the socket.
    return { principal, channel: 'widget', language: options.language };
  }
  const claims = await options.voiceTokens.verify(token);
  if (!claims) {
    throw new VoiceAuthError('This call link has expired or is not valid. Start the call again.');
  }
  if (claims.agentId !== path.agent_id || claims.sessionId !== path.session_id) {
    throw pathMismatch();
  }
  return {
    principal: claims.principal,
    channel: 'app',
    language: claims.language,
    token: { id: claims.tokenId, expiresAt: claims.expiresAt },
  };
}

/**
 * Works out who opened the voice socket from its `?token=` (a widget session `cfw_…` checked
 * against the page's Origin, or the app's `cfv_…`) and asks again whether the agent may take
 * their call (call-access.ts: the same question the token call asked). Its DomainErrors pass on.
 */
export async function authenticateVoiceCaller(options: {
  db: Db;
  usage: Pick<UsageMeter, 'voiceSecondsLeft' | 'voiceLimitError'>;
  token: string | undefined;
  language: string | undefined;
  path: { session_id: string; agent_id: string };
  request: FastifyRequest;
  voiceTokens: VoiceTokens;
  widgetBearer: BearerVerifier;
  stt: Pick<SpeechToText, 'languages'>;
}): Promise<VoiceCaller> {
  const { token } = options;
  if (!token) throw new VoiceAuthError('Invalid credentials');
  const { language: asked, ...caller } = await principalOf({ ...options, token });
  const { billed, ...agent } = await callableAgent({
    db: options.db,
    usage: options.usage,
    principal: caller.principal,
    agentId: options.path.agent_id,
  });
  // Asked again: the owner may have changed the agent's languages since the token call.
  const language = callLanguage(agent, asked, options.stt);
  return { ...caller, agent, billed, language };
}
