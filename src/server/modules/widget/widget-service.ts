import { assertAgentAnswers } from '../agents';
import { eq } from 'drizzle-orm';
import type { HandoffState } from '../../../shared/schemas/handoff';
import { findHeldConversation } from '../chat';
import type { PlanCatalogue } from '../billing';
import { appearanceOf, servedAppearance } from './widget-appearance-service';
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

type KeyPrincipal = Extract<Principal, { kind: 'agent-key' }>;
type PreviewPrincipal = Extract<Principal, { kind: 'widget' }>;

/**
 * Only an API key opens a widget session, and only for its own agent; in the builder, the
 * owner's preview token stands in for the key.
 */
function keyPrincipal(principal: Principal, agentId: string): KeyPrincipal | PreviewPrincipal {
  const preview = principal.kind === 'widget' && principal.preview;
  if (principal.kind !== 'agent-key' && !preview) {
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
      ownerId: agents.ownerId,
      icon: agents.icon,
      stored: agents.widgetAppearance,
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
  plans: PlanCatalogue;
  /** The unsaved appearance a preview token carries (undefined for a key). */
  previewAppearance?: unknown;
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
  const agent = await widgetAgent(db, path.agent_id);
  const session =
    principal.kind === 'agent-key'
      ? await keySession(options, principal, agent, origin)
      : await previewSession(options, principal, origin);
  const appearance = appearanceOf(session.preview ? options.previewAppearance : agent.stored);
  return {
    ws_url: voiceUrlOf(options.publicUrl),
    token: session.token,
    session_id: path.session_id,
    expires_at: session.expiresAt.toISOString(),
    agent: {
      name: agent.displayName?.trim() || agent.name,
      position: agent.position,
      voice_enabled: agent.voiceEnabled,
      languages: agent.languages,
      primary_language: agent.primaryLanguage,
    },
    voice_languages: servedLanguages(agent, options.voice.engines.stt),
    // A preview's call would be metered as the owner's visitors' calls are: previews type only.
    voice_available: !session.preview && (await voiceAvailable(options.voice)),
    ice_servers: options.voice.iceServers,
    appearance: await servedAppearance(
      { db, plans: options.plans, publicUrl: options.publicUrl },
      { id: path.agent_id, ownerId: agent.ownerId, icon: agent.icon },
      appearance,
    ),
    handoff_state: await handoffStateOf(db, session.holder, path.session_id),
    preview: session.preview,
  };
}

/** Who answers the session's conversation now; a session that has not spoken is the coach's. */
async function handoffStateOf(
  db: Db,
  principal: Principal,
  sessionId: string,
): Promise<HandoffState> {
  const row = await findHeldConversation({ db, principal, sessionId });
  return row?.handoffState ?? 'coach';
}

type SessionOptions = Parameters<typeof openWidgetSession>[0];
type WidgetAgent = Awaited<ReturnType<typeof widgetAgent>>;

/** A preview lasts as long as the builder's token allows, at most an hour. */
const PREVIEW_SESSION_MS = 60 * 60 * 1000;

/**
 * The builder's preview: a token for this session signed like the pass it came with (for the
 * owner, no key, the unsaved appearance), and no widget_sessions row: nothing to count.
 */
async function previewSession(
  options: SessionOptions,
  principal: PreviewPrincipal,
  origin: string,
) {
  const { path } = options;
  const expiresAt = new Date(Date.now() + PREVIEW_SESSION_MS);
  const token = await options.tokens.sign({
    widgetSessionId: principal.widgetSessionId,
    keyId: '',
    agentId: path.agent_id,
    sessionId: path.session_id,
    origin,
    expiresAt,
    preview: { ownerId: principal.ownerId, appearance: options.previewAppearance },
  });
  const holder: Principal = { ...principal, sessionId: path.session_id };
  return { token, expiresAt, preview: true, holder };
}

async function keySession(
  options: SessionOptions,
  principal: KeyPrincipal,
  agent: WidgetAgent,
  origin: string,
) {
  const { db, path, body } = options;
  const key = await options.keys.settings(principal.keyId);
  if (!key)
    throw new DomainError('unauthenticated', 'unauthorized', 'This API key can no longer be used.');
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
  return { token, expiresAt, preview: false, holder: principal as Principal };
}
