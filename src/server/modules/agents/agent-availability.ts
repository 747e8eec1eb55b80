import { DomainError } from '../../domain-error';

/** How someone reaches an agent: messages (chat, widget, wizard) or a voice call. */
export type AgentChannel = 'messages' | 'call';

/** The columns the decision reads. */
export interface AgentAvailability {
  name: string;
  status: string;
  /** Read for calls only. */
  voiceEnabled?: boolean;
}

/**
 * "May this agent answer now?", for every way of reaching it: an inactive agent answers
 * nothing (409 agent_inactive), and one whose owner turned voice off takes no calls
 * (409 voice_disabled). Throws the refusal; returns when the agent may answer.
 */
export function assertAgentAnswers(agent: AgentAvailability, channel: AgentChannel): void {
  if (agent.status !== 'active') {
    const what = channel === 'call' ? 'take calls' : 'answer messages';
    throw new DomainError(
      'conflict',
      'agent_inactive',
      `${agent.name} is inactive and cannot ${what} right now.`,
    );
  }
  if (channel === 'call' && !agent.voiceEnabled) {
    throw new DomainError(
      'conflict',
      'voice_disabled',
      `${agent.name} does not take voice calls. Please type your message.`,
    );
  }
}
