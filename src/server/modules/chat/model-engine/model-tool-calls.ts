import type {
  LanguageModelV3Prompt,
  LanguageModelV3ToolCall,
  LanguageModelV3ToolResultOutput,
} from '@ai-sdk/provider';
import { safeParseJSON } from '@ai-sdk/provider-utils';
import { z } from 'zod';
import type { ModelToolSet } from './model-tools';

/** What one model request answered: its text and the tools it asked for. */
export interface StepResult {
  text: string;
  toolCalls: LanguageModelV3ToolCall[];
}

/** A tool answer that tells the model what went wrong, so it can put it right or say so. */
const failed = (value: string): LanguageModelV3ToolResultOutput => ({
  type: 'error-text',
  value,
});

/** A tool call answered: what the model asked for, the input as read, and the answer. */
export interface ToolAnswer {
  toolCall: LanguageModelV3ToolCall;
  input: unknown;
  output: LanguageModelV3ToolResultOutput;
}

/**
 * The called tool with the input the model wrote, checked against the tool's schema; or,
 * for an unknown tool or bad input, the error the model is told instead of running anything.
 */
export async function checkedCall(tools: ModelToolSet, toolCall: LanguageModelV3ToolCall) {
  const tool = tools[toolCall.toolName];
  // A function without parameters may come with no arguments at all.
  const parsed = await safeParseJSON({ text: toolCall.input.trim() || '{}' });
  const input = parsed.success ? parsed.value : {};
  if (!tool) return { input, error: failed(`There is no tool named ${toolCall.toolName}.`) };
  const checked = parsed.success ? tool.inputSchema.safeParse(parsed.value) : undefined;
  if (!checked?.success) {
    const why = checked ? z.prettifyError(checked.error) : 'it is not JSON';
    return { input, error: failed(`The input for ${toolCall.toolName} was not valid: ${why}`) };
  }
  return { tool, input: checked.data as unknown };
}

/** The assistant's step and the tools' answers, as the next request's last messages. */
export function stepMessages(text: string, answers: ToolAnswer[]): LanguageModelV3Prompt {
  const calls = answers.map(({ toolCall, input }) => ({
    type: 'tool-call' as const,
    toolCallId: toolCall.toolCallId,
    toolName: toolCall.toolName,
    input,
    // Some providers need their own notes on a call back (thought signatures).
    ...(toolCall.providerMetadata ? { providerOptions: toolCall.providerMetadata } : {}),
  }));
  const results = answers.map(({ toolCall, output }) => ({
    type: 'tool-result' as const,
    toolCallId: toolCall.toolCallId,
    toolName: toolCall.toolName,
    output,
  }));
  return [
    { role: 'assistant', content: [...(text ? [{ type: 'text' as const, text }] : []), ...calls] },
    { role: 'tool', content: results },
  ];
}
