import type {
  JSONValue,
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3FunctionTool,
  LanguageModelV3Prompt,
  LanguageModelV3ToolCall,
  LanguageModelV3ToolResultOutput,
} from '@ai-sdk/provider';
import { safeParseJSON, zodSchema } from '@ai-sdk/provider-utils';
import { z } from 'zod';
import { withModelRetries } from './model-retries';
import type { ModelTool, ModelToolSet } from './model-tools';

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

interface StepResult {
  text: string;
  toolCalls: LanguageModelV3ToolCall[];
}

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

async function callOptions(call: ModelCall, prompt: LanguageModelV3Prompt) {
  const tools = await Promise.all(
    Object.entries(call.tools).map(async ([name, tool]): Promise<LanguageModelV3FunctionTool> => ({
      type: 'function',
      name,
      description: tool.description,
      inputSchema: await inputJsonSchema(tool.inputSchema),
    })),
  );
  return {
    prompt,
    maxOutputTokens: call.maxOutputTokens,
    abortSignal: call.signal,
    ...(tools.length > 0 ? { tools, toolChoice: { type: 'auto' as const } } : {}),
  } satisfies LanguageModelV3CallOptions;
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

const failed = (value: string): LanguageModelV3ToolResultOutput => ({ type: 'error-text', value });

/** The tool's input as the model wrote it, checked; a wrong call is told to the model. */
async function checkedInput(tool: ModelTool | undefined, toolCall: LanguageModelV3ToolCall) {
  if (!tool) return { error: failed(`There is no tool named ${toolCall.toolName}.`) };
  // A function without parameters may come with no arguments at all.
  const parsed = await safeParseJSON({ text: toolCall.input.trim() || '{}' });
  const checked = parsed.success ? tool.inputSchema.safeParse(parsed.value) : undefined;
  if (!checked?.success) {
    const why = checked ? z.prettifyError(checked.error) : 'it is not JSON';
    return { error: failed(`The input for ${toolCall.toolName} was not valid: ${why}`) };
  }
  return { input: checked.data };
}

/** The assistant's step and the tools' answers, as the next request's last messages. */
function stepMessages(
  step: StepResult,
  inputs: unknown[],
  outputs: LanguageModelV3ToolResultOutput[],
): LanguageModelV3Prompt {
  const calls = step.toolCalls.map((toolCall, i) => ({
    type: 'tool-call' as const,
    toolCallId: toolCall.toolCallId,
    toolName: toolCall.toolName,
    input: inputs[i] ?? {},
    // Some providers need their own notes on a call back (thought signatures).
    ...(toolCall.providerMetadata ? { providerOptions: toolCall.providerMetadata } : {}),
  }));
  const results = step.toolCalls.map((toolCall, i) => ({
    type: 'tool-result' as const,
    toolCallId: toolCall.toolCallId,
    toolName: toolCall.toolName,
    output: outputs[i]!,
  }));
  return [
    {
      role: 'assistant',
      content: [...(step.text ? [{ type: 'text' as const, text: step.text }] : []), ...calls],
    },
    { role: 'tool', content: results },
  ];
}

/**
 * A turn against a provider's model (the LanguageModelV3 interface every AI SDK provider
 * implements), without the SDK's generateText/streamText around it: those validated our own
 * prompt and piped each piece through some ten web streams, 0.9 ms of CPU per reply and
 * 2.7 ms per streamed one (docs/BENCHMARKS.md). When the model calls tools, they run and
 * the model is asked again, up to `maxSteps` requests; calls in the last step do not run,
 * since no model would read their answers.
 */
export async function* runModelSteps(call: ModelCall): AsyncGenerator<StepEvent> {
  const prompt = [...call.prompt];
  for (let stepNumber = 1; ; stepNumber++) {
    const options = await callOptions(call, prompt);
    const step = call.streaming
      ? yield* streamedStep(call, options)
      : await wholeStep(call, options);
    const last = step.toolCalls.length === 0 || stepNumber >= call.maxSteps;
    if (last) {
      if (!call.streaming && step.text) yield { type: 'text', text: step.text };
      return;
    }
    const inputs: unknown[] = [];
    const outputs: LanguageModelV3ToolResultOutput[] = [];
    for (const toolCall of step.toolCalls) {
      const tool = call.tools[toolCall.toolName];
      const checked = await checkedInput(tool, toolCall);
      inputs.push(checked.input);
      if (!tool || checked.error) {
        outputs.push(checked.error ?? failed('The tool is not available.'));
        continue;
      }
      yield { type: 'tool-call', toolName: toolCall.toolName, input: checked.input };
      // Tools answer with plain JSON data (texts, numbers, slot lists).
      outputs.push({ type: 'json', value: (await tool.execute(checked.input)) as JSONValue });
    }
    prompt.push(...stepMessages(step, inputs, outputs));
  }
}
