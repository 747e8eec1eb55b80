import { and, eq } from 'drizzle-orm';
import type { VoiceTokenResponse } from '../../../shared/schemas/voice';
import type { Db } from '../../db/client';
import { conversations } from '../../db/chat-schema';
import { agents } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import { agentVisibleTo } from '../agents/agent-access';
import type { Principal } from '../auth/principal';
import { billedAccountFor } from '../billing/usage/billed-account';
import type { UsageMeter } from '../billing/usage/usage-meter';
import { holdsConversation } from '../chat/conversation-access';
import type { VoiceService } from './voice-service';
import { voiceUrlOf } from './voice-url';

function appCaller(principal: Principal) {
  if (principal.kind === 'user' || principal.kind === 'visitor') return principal;
  throw new HttpError(
    403,
    'voice_token_not_allowed',
    principal.kind === 'widget'
      ? "A widget session calls with its own token: open the socket with the widget's token."
      : 'API keys start calls through the widget: POST /api/widget/token/{session_id}/{agent_id}.',
  );
}

async function assertCallable(db: Db, principal: Principal, agentId: string, sessionId: string) {
  const [agent] = await db
    .select({
      name: agents.name,
      status: agents.status,
      voiceEnabled: agents.voiceEnabled,
      ownerId: agents.ownerId,
    })
    .from(agents)
    .where(and(eq(agents.id, agentId), agentVisibleTo(principal)))
    .limit(1);
  if (!agent) throw notFound(`Agent ${agentId} was not found.`);
  if (agent.status !== 'active') {
    throw new HttpError(
      409,
      'agent_inactive',
      `${agent.name} is inactive and cannot take calls right now.`,
    );
  }
  if (!agent.voiceEnabled) {
    throw new HttpError(
      409,
      'voice_disabled',
      `${agent.name} does not take voice calls. Please type your message.`,
    );
  }
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(eq(conversations.sessionId, sessionId))
    .limit(1);
  if (!conversation) return agent;
  if (!holdsConversation(principal, conversation)) {
    throw notFound(`Conversation ${sessionId} was not found.`);
  }
  if (conversation.agentId !== agentId) {
    throw new HttpError(
      409,
      'session_in_use',
      'This session_id belongs to a chat with another agent.',
    );
  }
  return agent;
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
  path: { session_id: string; agent_id: string };
}): Promise<VoiceTokenResponse> {
  const { path } = options;
  const principal = appCaller(options.principal);
  const agent = await assertCallable(options.db, principal, path.agent_id, path.session_id);
  // A call that would be refused at once for the plan's voice time is refused here, in words.
  const billed = billedAccountFor(principal, agent.ownerId);
  if (billed && (await options.usage.voiceSecondsLeft(billed.accountId)) <= 0) {
    throw await options.usage.voiceLimitError(billed);
  }
  const { token, expiresAt } = await options.voice.tokens.sign({
    principal,
    agentId: path.agent_id,
    sessionId: path.session_id,
  });
  return {
    ws_url: voiceUrlOf(options.publicUrl),
    token,
    session_id: path.session_id,
    expires_at: expiresAt.toISOString(),
    ice_servers: options.voice.iceServers,
    engines: options.voice.engineInfo(),
  };
}
