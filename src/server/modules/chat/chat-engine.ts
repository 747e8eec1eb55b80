import { createOfflineEngine, type OfflineReplyInput } from './offline-engine/offline-engine';

export type ChatEngineInput = OfflineReplyInput & {
  agent: OfflineReplyInput['agent'] & { instruction: string };
};

/** What answers a chat message: the offline engine, or (later) a model provider. */
export interface ChatEngine {
  name: string;
  reply(input: ChatEngineInput): Promise<{ text: string }>;
}

export function createOfflineChatEngine(): ChatEngine {
  const engine = createOfflineEngine();
  return { name: 'offline', reply: async (input) => ({ text: engine.reply(input).text }) };
}
