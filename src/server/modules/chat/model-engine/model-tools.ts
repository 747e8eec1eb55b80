import type { JSONValue } from '@ai-sdk/provider';
import { type AgentTool, isToolError } from '../../tools';

/** Longest one tool call may take; past it that call fails and the model is told so. */
export const TOOL_CALL_MS = 30_000;

/** What the model reads when a call failed: our own sentence, or a generic one. */
const toldToModel = (error: unknown) =>
  new Error(isToolError(error) ? error.message : 'The tool failed; try again later.');

/** One call of a tool, within its time limit and the turn's, its failure put into words. */
export async function callWithin(
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
