import type {
  JSONValue,
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3FunctionTool,
  LanguageModelV3Prompt,
} from '@ai-sdk/provider';
import { zodSchema } from '@ai-sdk/provider-utils';
import type { z } from 'zod';
import { withModelRetries } from './model-retries';
import { checkedCall, stepMessages, type StepResult, type ToolAnswer } from './model-tool-calls';
import type { ModelToolSet } from './model-tools';

/** One model call of a turn, with the tools it may use between steps. */
export interface ModelCall {
  model: LanguageModelV3;
  prompt: LanguageModelV3Prompt;
  tools: ModelToolSet;
  /** Model requests per turn: room for a tool call or two before the final words. */
  maxSteps: number;
  maxRetries: number;
  maxOutputTokens: number;
  signal: AbortSignal;
  /** Text as it comes (every step's), or only the last step's text once it is whole. */
  streaming: boolean;
}

export type StepEvent =
  { type: 'text'; text: string } | { type: 'tool-call'; toolName: string; input: unknown };

const definitions = new WeakMap<z.ZodType, Promise<LanguageModelV3FunctionTool['inputSchema']>>();

/** The JSON Schema the SDK would send for a tool's input, made once per schema. */
function inputJsonSchema(schema: z.ZodType) {
  let definition = definitions.get(schema);
  if (!definition) {
    definition = Promise.resolve(zodSchema(schema).jsonSchema);
    definitions.set(schema, definition);
  }
  return definition;
}

/** The tools as the provider offers them to the model: the same for every step of a turn. */
function toolDefinitions(tools: ModelToolSet): Promise<LanguageModelV3FunctionTool[]> {
  return Promise.all(
    Object.entries(tools).map(async ([name, tool]) => ({
      type: 'function' as const,
      name,
      description: tool.description,
      inputSchema: await inputJsonSchema(tool.inputSchema),
    })),
  );
}

/** One request answered whole. */
async function wholeStep(call: ModelCall, options: LanguageModelV3CallOptions) {
  const { content } = await withModelRetries(call, () => call.model.doGenerate(options));
  const step: StepResult = { text: '', toolCalls: [] };
  for (const part of content) {
    if (part.type === 'text') step.text += part.text;
    else if (part.type === 'tool-call' && !part.providerExecuted) step.toolCalls.push(part);
  }
  return step;
}

/** One request streamed: its text pieces as they arrive. */
async function* streamedStep(
  call: ModelCall,
  options: LanguageModelV3CallOptions,
): AsyncGenerator<StepEvent, StepResult> {
  const { stream } = await withModelRetries(call, () => call.model.doStream(options));
  const step: StepResult = { text: '', toolCalls: [] };
  const reader = stream.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const part = read.value;
      if (part.type === 'text-delta' && part.delta) {
        step.text += part.delta;
        yield { type: 'text', text: part.delta };
      } else if (part.type === 'tool-call' && !part.providerExecuted) step.toolCalls.push(part);
      else if (part.type === 'error') throw part.error;
    }
    return step;
  } finally {
    // Left early (the caller stopped or an error part): the provider's request ends too.
    reader.cancel().catch(() => {});
  }
}

/**
 * A turn against a provider's model (the LanguageModelV3 interface every AI SDK provider
 * implements), without the SDK's generateText/streamText around it: those validated our own
 * prompt and piped each piece through some ten web streams, about 0.9 ms of CPU per reply
 * and 2.9 ms per streamed one (bench/model-call-bench.ts). When the model calls tools, they
 * run and the model is asked again, up to `maxSteps` requests; calls in the last step do
 * not run, since no model would read their answers.
 */
export async function* runModelSteps(call: ModelCall): AsyncGenerator<StepEvent> {
  const tools = await toolDefinitions(call.tools);
  const prompt = [...call.prompt];
  for (let stepNumber = 1; ; stepNumber++) {
    const options = {
      prompt,
      maxOutputTokens: call.maxOutputTokens,
      abortSignal: call.signal,
      ...(tools.length > 0 ? { tools, toolChoice: { type: 'auto' as const } } : {}),
    } satisfies LanguageModelV3CallOptions;
    const step = call.streaming
      ? yield* streamedStep(call, options)
      : await wholeStep(call, options);
    const last = step.toolCalls.length === 0 || stepNumber >= call.maxSteps;
    if (last) {
      if (!call.streaming && step.text) yield { type: 'text', text: step.text };
      return;
    }
    const answers: ToolAnswer[] = [];
    for (const toolCall of step.toolCalls) {
      const checked = await checkedCall(call.tools, toolCall);
      if (!checked.tool) {
        answers.push({ toolCall, input: checked.input, output: checked.error });
        continue;
      }
      yield { type: 'tool-call', toolName: toolCall.toolName, input: checked.input };
      // Tools answer with plain JSON data (texts, numbers, slot lists).
      const value = (await checked.tool.execute(checked.input)) as JSONValue;
      answers.push({ toolCall, input: checked.input, output: { type: 'json', value } });
    }
    prompt.push(...stepMessages(step.text, answers));
  }
}
