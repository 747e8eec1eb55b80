import { generateText, stepCountIs, streamText, type LanguageModel } from 'ai';
import type { ChatEngine, ChatTurnInput } from '../chat-engine';
import { createKnowledgeIndexCache } from '../offline-engine/knowledge-index';
import { callDeadline } from './call-deadline';
import { toModelError } from './model-errors';
import { buildModelPrompt, type PromptBudget } from './model-prompt';
import { modelTools } from './model-tools';

type CallDeadline = ReturnType<typeof callDeadline>;

const MAX_STEPS = 4;

export interface ModelEngineOptions {
  model: LanguageModel;
  name: string;
  /** Whole-reply time limit; beyond it the call is aborted and the person gets a 504. */
  timeoutMs: number;
  maxRetries: number;
  maxOutputTokens: number;
  budget: PromptBudget;
}

/** A chat engine backed by a model provider through the AI SDK. */
export function createModelChatEngine(options: ModelEngineOptions): ChatEngine {
  const knowledgeIndexes = createKnowledgeIndexCache();

  /** The caller's signal plus our time limit; the deadline tells the two apart afterwards. */
  const callSettings = (input: ChatTurnInput, signal: AbortSignal) => {
    const deadline = callDeadline(options.timeoutMs, signal);
    return {
      deadline,
      settings: {
        model: options.model,
        ...buildModelPrompt(input, knowledgeIndexes.get(input.agent), options.budget),
        maxRetries: options.maxRetries,
        maxOutputTokens: options.maxOutputTokens,
        abortSignal: deadline.signal,
        tools: modelTools(input.toolbox),
        // Room for a tool call or two (read a page, then answer) before the final words.
        stopWhen: stepCountIs(MAX_STEPS),
      },
    };
  };

  const failure = (error: unknown, signal: AbortSignal, deadline: CallDeadline) => {
    if (signal.aborted) return signal.reason as unknown;
    return toModelError(error, deadline.timedOut());
  };

  return {
    name: options.name,
    // Only knowledge over the budget is searched; smaller knowledge goes in whole.
    warm: (agent) => {
      if (agent.knowledge.length > options.budget.knowledgeChars) knowledgeIndexes.get(agent);
    },
    async reply(input, signal) {
      const { deadline, settings } = callSettings(input, signal);
      try {
        return (await generateText(settings)).text;
      } catch (error) {
        throw failure(error, signal, deadline);
      } finally {
        deadline.disarm();
      }
    },
    async *stream(input, signal) {
      const { deadline, settings } = callSettings(input, signal);
      // Errors arrive as stream parts; without onError the SDK would also log them itself.
      const result = streamText({ ...settings, onError: () => {} });
      try {
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta' && part.text) yield part.text;
          else if (part.type === 'error') throw part.error;
          else if (part.type === 'abort') throw signal.reason ?? deadline.timeoutReason();
        }
      } catch (error) {
        throw failure(error, signal, deadline);
      } finally {
        deadline.disarm();
      }
    },
  };
}
