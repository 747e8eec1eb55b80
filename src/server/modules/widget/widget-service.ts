import { assertAgentAnswers } from '../agents';
import { eq } from 'drizzle-orm';
import type { WidgetTokenRequest, WidgetTokenResponse } from '../../../shared/schemas/widget';
import type { Db } from '../../db/client';
import { widgetSessions } from '../../db/api-keys-schema';
import { agents } from '../../db/schema';
import { badRequest, DomainError, notFound } from '../../domain-error';
import { originAllowed } from '../api-keys';
import type { KeyAuthenticator } from '../api-keys';
import type { Principal } from '../auth';
import { servedLanguages } from '../voice';
import type { VoiceService } from '../voice';
import { voiceUrlOf } from '../voice';
import type { WidgetTokens } from '../api-keys';

const notAllowed = (message: string, origin: string) =>
  new DomainError('forbidden', 'origin_not_allowed', message, { details: { origin } });

/** Only an API key opens a widget session, and only for its own agent. */
function keyPrincipal(principal: Principal, agentId: string) {
  if (principal.kind !== 'agent-key') {
    throw new DomainError(
      'unauthenticated',
      'unauthorized',
      "Open a widget session with the agent's API key: Authorization: Bearer cf_…",
      { challenge: 'bearer' },
    );
  }
  if (principal.agentId !== agentId) throw notFound(`Agent ${agentId} was not found.`);
  return principal;
}

/** Calls are offered only when this server's speech engines can work now. */
async function voiceAvailable(voice: Pick<VoiceService, 'availability'>) {
  const { stt, tts } = await voice.availability();
  return stt.ok && tts.ok;
}

async function widgetAgent(db: Db, agentId: string) {
  const [agent] = await db
    .select({
      name: agents.name,
      status: agents.status,
      displayName: agents.widgetDisplayName,
      position: agents.widgetPosition,
      voiceEnabled: agents.voiceEnabled,
      languages: agents.languages,
      primaryLanguage: agents.primaryLanguage,
      allowedDomains: agents.widgetAllowedDomains,
    })
    .from(agents)
    .where(eq(agents.id, agentId))
    .limit(1);
  if (!agent) throw notFound(`Agent ${agentId} was not found.`);
  assertAgentAnswers(agent, 'messages');
  return agent;
}

/**
 * Opens a widget session on a customer's page (spec 01 §7 "Voice call" step 1): the key must
 * be this agent's, the agent active, and the page's origin allowed by both the key's domains
 * and the agent's widget domains (an empty list allows every site).
 */
export async function openWidgetSession(options: {
  db: Db;
  keys: Pick<KeyAuthenticator, 'settings'>;
  tokens: WidgetTokens;
  voice: Pick<VoiceService, 'availability' | 'iceServers' | 'engines'>;
  publicUrl: string;
  principal: Principal;
  origin: string | undefined;
  path: { session_id: string; agent_id: string };
  body: WidgetTokenRequest;
}): Promise<WidgetTokenResponse> {
  const { db, path, body, origin } = options;
  const principal = keyPrincipal(options.principal, path.agent_id);
  if (!origin) {
    throw badRequest(
      'A widget session is opened from a web page: this request has no Origin header.',
    );
  }
  if (body.session_id !== path.session_id || body.agent_id !== path.agent_id) {
    throw badRequest("The body's session_id and agent_id must match the ones in the path.");
  }
  const key = await options.keys.settings(principal.keyId);
  if (!key)
    throw new DomainError('unauthenticated', 'unauthorized', 'This API key can no longer be used.');
  const agent = await widgetAgent(db, path.agent_id);
  if (!originAllowed(key.allowedDomains, origin)) {
    throw notAllowed(
      `This chat cannot be used on ${origin}: add it to the API key's allowed domains.`,
      origin,
    );
  }
  if (!originAllowed(agent.allowedDomains, origin)) {
    throw notAllowed(
      `This chat cannot be used on ${origin}: add it to the agent's widget domains in the builder's Widget tab.`,
      origin,
    );
  }
  const expiresAt = new Date(Date.now() + key.sessionTimeoutSeconds * 1000);
  const [row] = await db
    .insert(widgetSessions)
    .values({
      keyId: key.keyId,
      agentId: path.agent_id,
      sessionId: path.session_id,
      origin,
      referrer: body.referrer ?? null,
      userAgent: body.user_agent ?? null,
      expiresAt,
    })
    .returning({ id: widgetSessions.id });
  if (!row) throw new Error('widget session row was not written');
  const token = await options.tokens.sign({
    widgetSessionId: row.id,
    keyId: key.keyId,
    agentId: path.agent_id,
    sessionId: path.session_id,
    origin,
    expiresAt,
  });
  return {
    ws_url: voiceUrlOf(options.publicUrl),
    token,
    session_id: path.session_id,
    expires_at: expiresAt.toISOString(),
    agent: {
      name: agent.displayName?.trim() || agent.name,
      position: agent.position,
      voice_enabled: agent.voiceEnabled,
      languages: agent.languages,
      primary_language: agent.primaryLanguage,
    },
    voice_languages: servedLanguages(agent, options.voice.engines.stt),
    voice_available: await voiceAvailable(options.voice),
    ice_servers: options.voice.iceServers,
  };
}
