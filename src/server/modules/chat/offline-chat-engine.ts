import type { ChatEngine, ChatTurnInput } from './chat-engine';
import { runOfflineTools } from './offline-tool-step';
import { createOfflineEngine } from './offline-engine/offline-engine';

/** Pieces of a few words each: the offline reply streams like a model's would. */
function* wordGroups(text: string, wordsPerPiece = 4): Generator<string> {
  const words = text.match(/\s*\S+/g) ?? [];
  for (let i = 0; i < words.length; i += wordsPerPiece) {
    yield words.slice(i, i + wordsPerPiece).join('');
  }
  const trailing = /\s+$/.exec(text);
  if (trailing) yield trailing[0];
}

export function createOfflineChatEngine(): ChatEngine {
  const engine = createOfflineEngine();
  /** Tools first (the network), then the pure, deterministic composition. */
  const answer = async (input: ChatTurnInput, signal: AbortSignal) => {
    signal.throwIfAborted();
    const toolResults = await runOfflineTools({
      ...input,
      agentName: input.agent.name,
      now: new Date(),
    });
    signal.throwIfAborted();
    return engine.reply({ ...input, toolResults });
  };
  return {
    name: 'offline',
    warm: (agent) => engine.warm(agent),
    reply: async (input, signal) => (await answer(input, signal)).text,
    async *stream(input, signal) {
      for (const piece of wordGroups((await answer(input, signal)).text)) {
        signal.throwIfAborted();
        yield piece;
      }
    },
  };
}
