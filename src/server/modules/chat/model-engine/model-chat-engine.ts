import type { LanguageModelV3 } from '@ai-sdk/provider';
import { generateText, stepCountIs, streamText, type ModelMessage, type ToolSet } from 'ai';
import type { AgentTool } from '../../tools';
import type { ChatEngine, EngineEvent } from '../chat-engine';
import { CALCULATOR_TOOLS } from './calculator-tools';
import { callDeadline } from './call-deadline';
import { toModelError } from './model-errors';
import { buildModelPrompt, type PromptBudget } from './model-prompt';
import { modelToolSet } from './model-tools';
import { toolCallEvents } from './tool-events';

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

/** What both the streamed and the whole reply are asked with. */
interface ModelCall {
  model: LanguageModelV3;
  system: string;
  messages: ModelMessage[];
  tools: ToolSet;
  stopWhen: ReturnType<typeof stepCountIs>;
  maxRetries: number;
  maxOutputTokens: number;
  abortSignal: AbortSignal;
}

/** The reply as it comes: every step's text, and each tool call as it starts and ends. */
async function* streamedReply(call: ModelCall, tools: readonly AgentTool[]) {
  // Errors come as `error` parts and are thrown below; the default handler would log them.
  const { fullStream } = streamText({ ...call, onError: () => {} });
  const calls = toolCallEvents(tools);
  for await (const part of fullStream) {
    let event: EngineEvent | undefined;
    if (part.type === 'text-delta')
      event = part.text ? { type: 'delta', text: part.text } : undefined;
    else if (part.type === 'tool-call') event = calls.started(part);
    else if (part.type === 'tool-result') event = calls.ended(part, 'done');
    else if (part.type === 'tool-error') event = calls.ended(part, 'failed');
    else if (part.type === 'error') throw part.error;
    else if (part.type === 'abort') throw call.abortSignal.reason;
    if (event) yield event;
  }
}

/** One request answered whole per step, cheaper when nobody watches: the last step's text. */
async function* wholeReply(call: ModelCall, tools: readonly AgentTool[]) {
  const result = await generateText(call);
  const calls = toolCallEvents(tools);
  const events = result.steps.flatMap((step) =>
    step.content.map((part) => {
      if (part.type === 'tool-call') return calls.started(part);
      if (part.type === 'tool-result') return calls.ended(part, 'done');
      if (part.type === 'tool-error') return calls.ended(part, 'failed');
      return undefined;
    }),
  );
  for (const event of events) if (event) yield event;
  if (result.text) yield { type: 'delta' as const, text: result.text };
}

/**
 * A chat engine backed by a model provider, through the AI SDK's streamText / generateText:
 * the SDK runs the turn's tools between steps (up to MAX_STEPS requests) and retries a
 * request that failed in a way worth retrying.
 */
export function createModelChatEngine(options: ModelEngineOptions): ChatEngine {
  return {
    name: options.name,
    async *run(turn, { signal, streaming }) {
      // The caller's signal plus our time limit; the deadline tells the two apart afterwards.
      const deadline = callDeadline(options.timeoutMs, signal);
      // The calculators, then the agent's tools; a tool named like a calculator is left out.
      const tools = [
        ...CALCULATOR_TOOLS,
        ...turn.tools.filter((t) => !CALCULATOR_NAMES.has(t.name)),
      ];
      try {
        const call: ModelCall = {
          model: options.model,
          ...buildModelPrompt(turn, options.budget),
          tools: modelToolSet(tools, { agentId: turn.agent.id, signal: deadline.signal }),
          stopWhen: stepCountIs(MAX_STEPS),
          maxRetries: options.maxRetries,
          maxOutputTokens: options.maxOutputTokens,
          abortSignal: deadline.signal,
        };
        yield* streaming ? streamedReply(call, tools) : wholeReply(call, tools);
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
