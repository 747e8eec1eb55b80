import type { AgentToolbox } from '../tools/agent-toolbox';
import type { IndexedAgent } from './offline-engine/knowledge-index';
import type { OfflineReplyInput } from './offline-engine/offline-engine';

/** Everything an engine needs for one turn: the agent, the message, memory, files, tools. */
export type ChatTurnInput = Omit<OfflineReplyInput, 'toolResults'> & {
  agent: OfflineReplyInput['agent'] & { instruction: string };
  toolbox: AgentToolbox;
};

/**
 * What answers a chat message: the offline engine or a model provider. Failures are thrown
 * as HttpErrors (502 model_unavailable, 504 model_timeout); aborting `signal` stops the
 * model call and rejects with the signal's reason.
 */
export interface ChatEngine {
  /** Stored with each reply: 'offline', or 'provider/model'. */
  name: string;
  reply(input: ChatTurnInput, signal: AbortSignal): Promise<string>;
  /** The reply in pieces, in order; joined they equal what `reply` would give. */
  stream(input: ChatTurnInput, signal: AbortSignal): AsyncIterable<string>;
  /** Prepares an agent's knowledge index now, so its first question does not pay for it. */
  warm(agent: IndexedAgent): void;
}
