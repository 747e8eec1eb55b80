import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { ChatEngine } from '../chat-engine';
import { CALCULATOR_TOOLS } from './calculator-tools';
import { callDeadline } from './call-deadline';
import { toModelError } from './model-errors';
import { buildModelPrompt, toProviderPrompt, type PromptBudget } from './model-prompt';
import { runProviderSteps } from './provider-steps';

const CALCULATOR_NAMES = new Set(CALCULATOR_TOOLS.map((tool) => tool.name));

/** Model requests per turn: room for a tool call or two before the final words. */
const MAX_STEPS = 4;

export interface ModelEngineOptions {
  model: LanguageModelV3;
  name: string;
  /** Whole-reply time limit; beyond it the call is aborted and the person gets a 504. */
  timeoutMs: number;
  maxRetries: number;
  maxOutputTokens: number;
  budget: PromptBudget;
}

/**
 * A chat engine backed by a model provider (its AI SDK adapter): the turn's tools run
 * between steps (up to MAX_STEPS requests), and a request that failed in a way worth
 * retrying is sent again.
 */
export function createModelChatEngine(options: ModelEngineOptions): ChatEngine {
  return {
    name: options.name,
    async *run(turn, { signal, streaming, longAnswer }) {
      const timeoutMs = Math.max(options.timeoutMs, longAnswer?.timeoutMs ?? 0);
      const maxOutputTokens = Math.max(options.maxOutputTokens, longAnswer?.outputTokens ?? 0);
      // The caller's signal plus our time limit; the deadline tells the two apart afterwards.
      const deadline = callDeadline(timeoutMs, signal);
      // The calculators, then the agent's tools; a tool named like a calculator is left out.
      const tools = [
        ...CALCULATOR_TOOLS,
        ...turn.tools.filter((t) => !CALCULATOR_NAMES.has(t.name)),
      ];
      try {
        yield* runProviderSteps({
          model: options.model,
          prompt: toProviderPrompt(buildModelPrompt(turn, options.budget)),
          tools,
          agentId: turn.agent.id,
          maxSteps: MAX_STEPS,
          maxRetries: options.maxRetries,
          maxOutputTokens,
          signal: deadline.signal,
          // A whole reply is one request and one JSON answer, cheaper when nobody watches.
          streaming,
        });
      } catch (error) {
        throw signal.aborted
          ? (signal.reason as unknown)
          : toModelError(error, deadline.timedOut());
      } finally {
        deadline.disarm();
      }
    },
  };
}
