import {
  OFFLINE_ENGINE_NAME,
  type ChatEngine,
  type EngineTurn,
  type HistoryTurn,
} from './chat-engine';
import { composeOfflineReply } from './offline-engine/offline-engine';
import { recogniseIntents } from './offline-engine/intents';
import type { ToolResult } from './offline-engine/tool-results';
import { runOfflineTools } from './offline-tool-step';

/** Pieces of a few words each: the offline reply streams like a model's would. */
function* wordGroups(text: string, wordsPerPiece = 4): Generator<string> {
  const words = text.match(/\s*\S+/g) ?? [];
  for (let i = 0; i < words.length; i += wordsPerPiece) {
    yield words.slice(i, i + wordsPerPiece).join('');
  }
  const trailing = /\s+$/.exec(text);
  if (trailing) yield trailing[0];
}

/**
 * The screen's context as the person's own earlier words: their answers as statements, then
 * the open question, so "which one is cheaper?" is read as a question about it.
 */
function historyWithSetting({ history, setting }: EngineTurn): HistoryTurn[] {
  if (!setting) return history;
  const facts = setting.facts.map((fact) => `My ${fact.replace(/^(\S)/, (c) => c.toLowerCase())}.`);
  return [
    ...history,
    ...(facts.length ? [{ role: 'user' as const, content: facts.join(' ') }] : []),
    { role: 'user' as const, content: setting.topic },
  ];
}

/** The engine with no model: tools first (the network), then the pure composition. */
export function createOfflineChatEngine(): ChatEngine {
  return {
    name: OFFLINE_ENGINE_NAME,
    async *run(turn, { signal, streaming }) {
      signal.throwIfAborted();
      const intents = recogniseIntents(turn.message);
      const toolResults: ToolResult[] = [];
      const steps = runOfflineTools({
        ...turn,
        intents,
        signal,
        now: new Date(),
      });
      for await (const step of steps) {
        if (step.type === 'result') toolResults.push(step.result);
        else yield step;
        signal.throwIfAborted();
      }
      const { text } = composeOfflineReply({
        ...turn,
        history: historyWithSetting(turn),
        screenFacts: turn.setting?.facts,
        knowledge: turn.knowledgeIndex(),
        intents,
        toolResults,
      });
      for (const piece of streaming ? wordGroups(text) : [text]) {
        signal.throwIfAborted();
        yield { type: 'delta', text: piece };
      }
    },
  };
}
