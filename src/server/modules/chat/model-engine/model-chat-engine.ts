import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { ToolId } from '../../../../shared/tool-catalogue';
import type { ChatEngine, EngineEvent } from '../chat-engine';
import { callDeadline } from './call-deadline';
import { toModelError } from './model-errors';
import { buildModelPrompt, toProviderPrompt, type PromptBudget } from './model-prompt';
import { runModelSteps } from './model-steps';
import { modelTools } from './model-tools';

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

/** The catalogue tool behind each function the model may call. */
const TOOL_OF_FUNCTION: Record<string, ToolId> = {
  web_scraper: 'web_scraper',
  youtube_transcript: 'youtube_transcript',
  find_free_slots: 'google_calendar',
  book_slot: 'google_calendar',
};

function toolCall(call: { toolName: string; input: unknown }): EngineEvent | undefined {
  const tool = TOOL_OF_FUNCTION[call.toolName];
  if (!tool) return undefined;
  const url = (call.input as { url?: unknown } | undefined)?.url;
  return { type: 'tool-call', tool, ...(typeof url === 'string' ? { target: url } : {}) };
}

/** A chat engine backed by a model provider through its AI SDK adapter. */
export function createModelChatEngine(options: ModelEngineOptions): ChatEngine {
  return {
    name: options.name,
    async *run(turn, { signal, streaming }) {
      // The caller's signal plus our time limit; the deadline tells the two apart afterwards.
      const deadline = callDeadline(options.timeoutMs, signal);
      try {
        const steps = runModelSteps({
          model: options.model,
          prompt: toProviderPrompt(buildModelPrompt(turn, options.budget)),
          tools: modelTools(turn.toolbox),
          maxSteps: MAX_STEPS,
          maxRetries: options.maxRetries,
          maxOutputTokens: options.maxOutputTokens,
          signal: deadline.signal,
          // A whole reply is one request and one JSON answer, cheaper when nobody watches.
          streaming,
        });
        for await (const event of steps) {
          if (event.type === 'text') yield { type: 'delta', text: event.text };
          else {
            const call = toolCall(event);
            if (call) yield call;
          }
        }
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
