import { generateText, stepCountIs, streamText, type LanguageModel } from 'ai';
import type { ToolId } from '../../../../shared/tool-catalogue';
import type { ChatEngine, EngineEvent, EngineTurn } from '../chat-engine';
import { callDeadline } from './call-deadline';
import { toModelError } from './model-errors';
import { buildModelPrompt, type PromptBudget } from './model-prompt';
import { modelTools } from './model-tools';

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

/** A chat engine backed by a model provider through the AI SDK. */
export function createModelChatEngine(options: ModelEngineOptions): ChatEngine {
  const settingsFor = (turn: EngineTurn, signal: AbortSignal) => ({
    model: options.model,
    ...buildModelPrompt(turn, options.budget),
    maxRetries: options.maxRetries,
    maxOutputTokens: options.maxOutputTokens,
    abortSignal: signal,
    tools: modelTools(turn.toolbox),
    // Room for a tool call or two (read a page, then answer) before the final words.
    stopWhen: stepCountIs(MAX_STEPS),
  });

  /** A whole reply: one request and one JSON answer, cheaper than a stream when nobody watches. */
  async function* whole(turn: EngineTurn, signal: AbortSignal): AsyncGenerator<EngineEvent> {
    const result = await generateText(settingsFor(turn, signal));
    for (const step of result.steps) {
      for (const call of step.toolCalls) {
        const event = toolCall(call);
        if (event) yield event;
      }
    }
    yield { type: 'delta', text: result.text };
  }

  async function* pieces(turn: EngineTurn, signal: AbortSignal): AsyncGenerator<EngineEvent> {
    // Errors arrive as stream parts; without onError the SDK would also log them itself.
    const result = streamText({ ...settingsFor(turn, signal), onError: () => {} });
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta' && part.text) yield { type: 'delta', text: part.text };
      else if (part.type === 'tool-call') {
        const event = toolCall(part);
        if (event) yield event;
      } else if (part.type === 'error') throw part.error;
      else if (part.type === 'abort') throw signal.reason;
    }
  }

  return {
    name: options.name,
    async *run(turn, { signal, streaming }) {
      // The caller's signal plus our time limit; the deadline tells the two apart afterwards.
      const deadline = callDeadline(options.timeoutMs, signal);
      try {
        yield* streaming ? pieces(turn, deadline.signal) : whole(turn, deadline.signal);
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
