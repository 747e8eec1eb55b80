import type { ChatEngine } from './chat-engine';
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
  return {
    name: 'offline',
    warm: (agent) => engine.warm(agent),
    reply: async (input, signal) => {
      signal.throwIfAborted();
      return engine.reply(input).text;
    },
    async *stream(input, signal) {
      signal.throwIfAborted();
      for (const piece of wordGroups(engine.reply(input).text)) {
        signal.throwIfAborted();
        yield piece;
      }
    },
  };
}
