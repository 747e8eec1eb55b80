import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Prompt,
  LanguageModelV3ToolCall,
} from '@ai-sdk/provider';
import type { AgentTool } from '../../tools';
import type { EngineEvent } from '../chat-engine';
import { withModelRetries } from './model-retries';
import { callWithin } from './model-tools';
import {
  checkedCall,
  failedOutput,
  stepMessages,
  toolOutput,
  toolDefinitions,
  type ToolAnswer,
} from './provider-tool-calls';
import { toolCallEvents } from './tool-events';

/** One turn asked of a provider's model, with the tools it may use between steps. */
export interface ProviderTurn {
  model: LanguageModelV3;
  prompt: LanguageModelV3Prompt;
  tools: readonly AgentTool[];
  agentId: string;
  /** Model requests per turn: room for a tool call or two before the final words. */
  maxSteps: number;
  maxRetries: number;
  maxOutputTokens: number;
  signal: AbortSignal;
  /** Text as it comes (every step's), or only the last step's text once it is whole. */
  streaming: boolean;
}

interface StepResult {
  text: string;
  calls: LanguageModelV3ToolCall[];
}

/** One request answered whole. */
async function wholeStep(turn: ProviderTurn, options: LanguageModelV3CallOptions) {
  const { content } = await withModelRetries(turn, () => turn.model.doGenerate(options));
  const step: StepResult = { text: '', calls: [] };
  for (const part of content) {
    if (part.type === 'text') step.text += part.text;
    else if (part.type === 'tool-call' && !part.providerExecuted) step.calls.push(part);
  }
  return step;
}

/** One request streamed: its text pieces as they arrive. */
async function* streamedStep(
  turn: ProviderTurn,
  options: LanguageModelV3CallOptions,
): AsyncGenerator<EngineEvent, StepResult> {
  const { stream } = await withModelRetries(turn, () => turn.model.doStream(options));
  const step: StepResult = { text: '', calls: [] };
  const reader = stream.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const part = read.value;
      if (part.type === 'text-delta' && part.delta) {
        step.text += part.delta;
        yield { type: 'delta', text: part.delta };
      } else if (part.type === 'tool-call' && !part.providerExecuted) step.calls.push(part);
      else if (part.type === 'error') throw part.error;
    }
    return step;
  } finally {
    // Left early (the caller stopped, or an error part): the provider's request ends too.
    reader.cancel().catch(() => {});
  }
}

/** Runs the step's calls one after another; the person sees each start and end. */
async function* answerCalls(
  turn: ProviderTurn,
  calls: LanguageModelV3ToolCall[],
  answers: ToolAnswer[],
): AsyncGenerator<EngineEvent> {
  const shown = toolCallEvents(turn.tools);
  for (const call of calls) {
    const checked = await checkedCall(turn.tools, call);
    if (!checked.tool) {
      answers.push({ call, input: checked.input, output: checked.error });
      continue;
    }
    const started = shown.started({ ...call, input: checked.input });
    if (started) yield started;
    let output;
    let status: 'done' | 'failed' = 'done';
    try {
      output = toolOutput(await callWithin(checked.tool, checked.input, turn));
    } catch (error) {
      if (turn.signal.aborted) throw error;
      output = failedOutput((error as Error).message);
      status = 'failed';
    }
    const ended = shown.ended(call, status);
    if (ended) yield ended;
    answers.push({ call, input: checked.input, output });
  }
}

/**
 * A turn against a provider's model (the LanguageModelV3 interface every AI SDK provider
 * implements), without streamText/generateText around it: those pipe each piece of a reply
 * through some ten web streams, which cost ~60 % more CPU per turn against a model answering
 * at a person's pace (docs/BENCHMARKS.md, issue 32). When the model calls tools, they run
 * and the model is asked again, up to `maxSteps` requests; calls in the last step do not
 * run, since no model would read their answers. provider-steps.test.ts holds this to what
 * streamText sends and shows for the same turn.
 */
export async function* runProviderSteps(turn: ProviderTurn): AsyncGenerator<EngineEvent> {
  const tools = await toolDefinitions(turn.tools);
  const prompt = [...turn.prompt];
  for (let stepNumber = 1; ; stepNumber++) {
    const options = {
      prompt,
      maxOutputTokens: turn.maxOutputTokens,
      abortSignal: turn.signal,
      ...(tools.length > 0 ? { tools, toolChoice: { type: 'auto' as const } } : {}),
    } satisfies LanguageModelV3CallOptions;
    const step = turn.streaming
      ? yield* streamedStep(turn, options)
      : await wholeStep(turn, options);
    if (step.calls.length === 0 || stepNumber >= turn.maxSteps) {
      if (!turn.streaming && step.text) yield { type: 'delta', text: step.text };
      return;
    }
    const answers: ToolAnswer[] = [];
    yield* answerCalls(turn, step.calls, answers);
    prompt.push(...stepMessages(step.text, answers));
  }
}
