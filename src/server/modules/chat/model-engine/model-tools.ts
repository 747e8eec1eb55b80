import type { JSONValue } from '@ai-sdk/provider';
import { asSchema, dynamicTool, type ToolSet } from 'ai';
import { type AgentTool, isToolError } from '../../tools';

type SdkSchema = Parameters<typeof dynamicTool>[0]['inputSchema'];

const schemas = new WeakMap<object, ReturnType<typeof asSchema>>();

/**
 * The SDK's schema for a tool's input, made once per schema: the SDK turns a zod schema into
 * JSON Schema anew on every request it is passed raw (some twenty calculators, every step of
 * every turn), while a schema it made itself keeps its JSON Schema once worked out.
 */
function sdkSchema(schema: AgentTool['inputSchema']): SdkSchema {
  // `ai` pins its own copy of @ai-sdk/provider-utils; both mark schemas with the same
  // Symbol.for key, so one copy's schema is the other's at run time.
  const input = schema as SdkSchema;
  let made = schemas.get(input);
  if (!made) {
    made = asSchema(input);
    schemas.set(input, made);
  }
  return made;
}

/** Longest one tool call may take; past it that call fails and the model is told so. */
export const TOOL_CALL_MS = 30_000;

/** What the model reads when a call failed: our own sentence, or a generic one. */
const toldToModel = (error: unknown) =>
  new Error(isToolError(error) ? error.message : 'The tool failed; try again later.');

/** One call of a tool, within its time limit and the turn's, its failure put into words. */
async function callWithin(
  tool: AgentTool,
  input: unknown,
  turn: { agentId: string; signal: AbortSignal },
): Promise<JSONValue> {
  const limit = new AbortController();
  const stop = () => limit.abort(turn.signal.reason);
  turn.signal.addEventListener('abort', stop, { once: true });
  const timer = setTimeout(() => {
    limit.abort(new Error(`${tool.name} took too long to answer.`));
  }, TOOL_CALL_MS);
  const stopped = new Promise<never>((_, reject) => {
    limit.signal.addEventListener('abort', () => reject(limit.signal.reason as Error), {
      once: true,
    });
  });
  try {
    const context = { agentId: turn.agentId, signal: limit.signal, now: new Date() };
    return await Promise.race([tool.execute(input, context), stopped]);
  } catch (error) {
    if (turn.signal.aborted) throw error;
    throw limit.signal.aborted ? (limit.signal.reason as Error) : toldToModel(error);
  } finally {
    clearTimeout(timer);
    turn.signal.removeEventListener('abort', stop);
  }
}

/**
 * The turn's tools as the AI SDK takes them. Dynamic tools, since the list is known only at
 * run time (built-ins the agent switched on, MCP and HTTP tools); the SDK still checks each
 * call's input against the tool's schema and tells the model when it does not fit.
 */
export function modelToolSet(
  tools: readonly AgentTool[],
  turn: { agentId: string; signal: AbortSignal },
): ToolSet {
  return Object.fromEntries(
    tools.map((tool) => [
      tool.name,
      dynamicTool({
        description: tool.description,
        inputSchema: sdkSchema(tool.inputSchema),
        execute: (input) => callWithin(tool, input, turn),
      }),
    ]),
  );
}
