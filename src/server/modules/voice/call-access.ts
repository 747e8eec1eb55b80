import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';
import { DomainError, notFound } from '../../domain-error';
import { agentVisibleTo, assertAgentAnswers } from '../agents';
import type { Principal } from '../auth';
import type { UsageMeter, UsageServed } from '../billing';
import type { SpeechLanguage } from './speech-engines';

/** Whose plan's voice minutes a call spends. */
export interface CallBilling {
  accountId: string;
  served: UsageServed;
}

/** An agent that may take this caller's call now, and who pays for it. */
export interface CallableAgent {
  id: string;
  name: string;
  languages: SpeechLanguage[];
  primaryLanguage: SpeechLanguage;
  ownerId: string | null;
  billed: CallBilling;
}

/** The people and sessions who call: signed-in people, visitors, and widget sessions. */
export type CallingPrincipal = Extract<Principal, { kind: 'user' | 'visitor' | 'widget' }>;

/**
 * Every call is paid in someone's voice minutes: a widget session's by the agent's owner (a
 * test key's too: the speech engines cost the same), a person's own, and a visitor's in the app
 * by the agent's owner. The platform's own coaches have no owner, so a visitor signs in first.
 */
function callBilledTo(principal: CallingPrincipal, ownerId: string | null): CallBilling {
  if (principal.kind === 'widget') return { accountId: principal.ownerId, served: 'agent' };
  if (principal.kind === 'user') return { accountId: principal.userId, served: 'own' };
  if (ownerId) return { accountId: ownerId, served: 'agent' };
  throw new DomainError(
    'unauthenticated',
    'sign_in_required',
    "Sign in to call this coach: calls use your plan's voice minutes.",
    { challenge: 'bearer' },
  );
}

/**
 * "May this caller call this agent now?", asked once when the token is issued and again when
 * the socket opens: the agent is one they can see, active and taking calls, someone pays for
 * the call, and that plan has voice time left today. Refusals are DomainErrors with sentences.
 */
export async function callableAgent(options: {
  db: Db;
  usage: Pick<UsageMeter, 'voiceSecondsLeft' | 'voiceLimitError'>;
  principal: CallingPrincipal;
  agentId: string;
}): Promise<CallableAgent> {
  const { principal, agentId, usage } = options;
  const [agent] = await options.db
    .select({
      name: agents.name,
      status: agents.status,
      voiceEnabled: agents.voiceEnabled,
      languages: agents.languages,
      primaryLanguage: agents.primaryLanguage,
      ownerId: agents.ownerId,
    })
    .from(agents)
    .where(and(eq(agents.id, agentId), agentVisibleTo(principal)))
    .limit(1);
  if (!agent) throw notFound(`Agent ${agentId} was not found.`);
  assertAgentAnswers(agent, 'call');
  const billed = callBilledTo(principal, agent.ownerId);
  if ((await usage.voiceSecondsLeft(billed.accountId)) <= 0) {
    throw await usage.voiceLimitError(billed);
  }
  return {
    id: agentId,
    name: agent.name,
    languages: agent.languages,
    primaryLanguage: agent.primaryLanguage,
    ownerId: agent.ownerId,
    billed,
  };
}
