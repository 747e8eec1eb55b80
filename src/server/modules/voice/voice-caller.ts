import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { Principal } from '../auth/principal';
import { WIDGET_TOKEN_PREFIX } from '../widget/widget-token';
import type { BearerVerifier } from '../../plugins/principal';
import type { VoiceTokens } from './voice-token';
import type { SpeechLanguage } from './speech-engines';

/** A caller the socket may serve, with the agent they are calling. */
export interface VoiceCaller {
  principal: Principal;
  channel: 'app' | 'widget';
  agent: { id: string; name: string; language: SpeechLanguage; ownerId: string | null };
}

/** Refusals read by the caller as `auth_error` before the socket closes with 1008. */
export class VoiceAuthError extends Error {}

const pathMismatch = () =>
  new VoiceAuthError('This call token was issued for another agent or chat session.');

async function principalOf(options: {
  token: string;
  path: { session_id: string; agent_id: string };
  request: FastifyRequest;
  voiceTokens: VoiceTokens;
  widgetBearer: BearerVerifier;
}): Promise<{ principal: Principal; channel: VoiceCaller['channel'] }> {
  const { token, path } = options;
  if (token.startsWith(WIDGET_TOKEN_PREFIX)) {
    const principal = await options.widgetBearer(token, options.request).catch((error) => {
      throw new VoiceAuthError(error instanceof HttpError ? error.message : 'Invalid credentials');
    });
    if (principal.kind !== 'widget') throw new VoiceAuthError('Invalid credentials');
    if (principal.agentId !== path.agent_id || principal.sessionId !== path.session_id) {
      throw pathMismatch();
    }
    return { principal, channel: 'widget' };
  }
  const claims = await options.voiceTokens.verify(token);
  if (!claims) {
    throw new VoiceAuthError('This call link has expired or is not valid. Start the call again.');
  }
  if (claims.agentId !== path.agent_id || claims.sessionId !== path.session_id) {
    throw pathMismatch();
  }
  return { principal: claims.principal, channel: 'app' };
}

/**
 * Works out who opened the voice socket from its `?token=` (a widget session `cfw_…` checked
 * against the page's Origin, or the app's `cfv_…`) and checks the agent takes calls.
 */
export async function authenticateVoiceCaller(options: {
  db: Db;
  token: string | undefined;
  path: { session_id: string; agent_id: string };
  request: FastifyRequest;
  voiceTokens: VoiceTokens;
  widgetBearer: BearerVerifier;
}): Promise<VoiceCaller> {
  const { token } = options;
  if (!token) throw new VoiceAuthError('Invalid credentials');
  const { principal, channel } = await principalOf({ ...options, token });
  const [agent] = await options.db
    .select({
      name: agents.name,
      status: agents.status,
      voiceEnabled: agents.voiceEnabled,
      languages: agents.languages,
      ownerId: agents.ownerId,
    })
    .from(agents)
    .where(eq(agents.id, options.path.agent_id))
    .limit(1);
  if (!agent) throw new VoiceAuthError(`Agent ${options.path.agent_id} was not found.`);
  if (agent.status !== 'active') {
    throw new VoiceAuthError(`${agent.name} is inactive and cannot take calls right now.`);
  }
  if (!agent.voiceEnabled) {
    throw new VoiceAuthError(`${agent.name} does not take voice calls. Please type your message.`);
  }
  const language = agent.languages[0] ?? 'en';
  return {
    principal,
    channel,
    agent: { id: options.path.agent_id, name: agent.name, language, ownerId: agent.ownerId },
  };
}
