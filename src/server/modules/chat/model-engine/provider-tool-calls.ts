import type {
  JSONValue,
  LanguageModelV3FunctionTool,
  LanguageModelV3Prompt,
  LanguageModelV3ToolCall,
  LanguageModelV3ToolResultOutput,
} from '@ai-sdk/provider';
import { asSchema, safeParseJSON, safeValidateTypes } from '@ai-sdk/provider-utils';
import type { AgentTool } from '../../tools';

type ToolSchema = ReturnType<typeof asSchema>;

const schemas = new WeakMap<object, ToolSchema>();

/**
 * A tool's input schema as the SDK's Schema, made once per schema: the JSON Schema a zod
 * schema turns into is worked out once, not on every step of every turn.
 */
function schemaOf(tool: AgentTool): ToolSchema {
  let made = schemas.get(tool.inputSchema);
  if (!made) {
    made = asSchema(tool.inputSchema);
    schemas.set(tool.inputSchema, made);
  }
  return made;
}

/** The tools as the provider offers them to the model: the same for every step of a turn. */
export function toolDefinitions(
  tools: readonly AgentTool[],
): Promise<LanguageModelV3FunctionTool[]> {
  return Promise.all(
    tools.map(async (tool) => ({
      type: 'function' as const,
      name: tool.name,
      description: tool.description,
      inputSchema: await schemaOf(tool).jsonSchema,
    })),
  );
}

/** A tool answer that tells the model what went wrong, so it can put it right or say so. */
export const failedOutput = (value: string): LanguageModelV3ToolResultOutput => ({
  type: 'error-text',
  value,
});

/** A tool's answer as the SDK words it: a string as text, anything else as JSON. */
export const toolOutput = (value: JSONValue | undefined): LanguageModelV3ToolResultOutput =>
  typeof value === 'string' ? { type: 'text', value } : { type: 'json', value: value ?? null };

export type CheckedCall =
  | { tool: AgentTool; input: unknown }
  | { tool?: undefined; input: unknown; error: LanguageModelV3ToolResultOutput };

/**
 * The called tool with the input the model wrote, checked against the tool's schema; or,
 * for an unknown tool or bad input, what the model is told instead of running anything.
 */
export async function checkedCall(
  tools: readonly AgentTool[],
  call: LanguageModelV3ToolCall,
): Promise<CheckedCall> {
  const tool = tools.find((one) => one.name === call.toolName);
  // A function without parameters may come with no arguments at all.
  const parsed = await safeParseJSON({ text: call.input.trim() || '{}' });
  const input = parsed.success ? parsed.value : {};
  if (!tool) return { input, error: failedOutput(`There is no tool named ${call.toolName}.`) };
  const checked = parsed.success
    ? await safeValidateTypes({ value: parsed.value, schema: schemaOf(tool) })
    : undefined;
  if (!checked?.success) {
    const why = checked ? checked.error.message : 'it is not JSON';
    return { input, error: failedOutput(`The input for ${call.toolName} was not valid: ${why}`) };
  }
  return { tool, input: checked.value };
}

/** A tool call answered: what the model asked for, the input as read, and the answer. */
export interface ToolAnswer {
  call: LanguageModelV3ToolCall;
  input: unknown;
  output: LanguageModelV3ToolResultOutput;
}

/** The assistant's step and the tools' answers, as the next request's last messages. */
export function stepMessages(text: string, answers: ToolAnswer[]): LanguageModelV3Prompt {
  const calls = answers.map(({ call, input }) => ({
    type: 'tool-call' as const,
    toolCallId: call.toolCallId,
    toolName: call.toolName,
    input,
    // Some providers need their own notes on a call back (thought signatures).
    ...(call.providerMetadata ? { providerOptions: call.providerMetadata } : {}),
  }));
  const results = answers.map(({ call, output }) => ({
    type: 'tool-result' as const,
    toolCallId: call.toolCallId,
    toolName: call.toolName,
    output,
  }));
  return [
    { role: 'assistant', content: [...(text ? [{ type: 'text' as const, text }] : []), ...calls] },
    { role: 'tool', content: results },
  ];
}
