import type {
  LanguageModelV3Prompt,
  LanguageModelV3ToolCall,
  LanguageModelV3ToolResultOutput,
} from '@ai-sdk/provider';
import { safeParseJSON } from '@ai-sdk/provider-utils';
import { z } from 'zod';
import type { ModelTool } from './model-tools';

/** What one model request answered: its text and the tools it asked for. */
export interface StepResult {
  text: string;
  toolCalls: LanguageModelV3ToolCall[];
}

/** A tool answer that tells the model what went wrong, so it can put it right or say so. */
export const failed = (value: string): LanguageModelV3ToolResultOutput => ({
  type: 'error-text',
  value,
});

/** The tool's input as the model wrote it, checked; a wrong call is told to the model. */
export async function checkedInput(tool: ModelTool | undefined, toolCall: LanguageModelV3ToolCall) {
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
export function stepMessages(
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
