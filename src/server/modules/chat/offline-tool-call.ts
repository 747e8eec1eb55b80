import type { JSONValue } from '@ai-sdk/provider';
import { type AgentTool, isToolError, type ToolCallContext } from '../tools';
import type { ToolCallEvent } from './chat-engine';
import type { ToolResult } from './offline-engine/tool-results';

/** A tool call's status as it goes, or what a tool gave the offline reply. */
export type ToolStep = ToolCallEvent | { type: 'result'; result: ToolResult };

/** What one call gave: its JSON, or what the person is told instead. */
export type CallOutcome = { ok: true; value: JSONValue } | { ok: false; message: string };

/** The turn's tools, the context every call runs with, and the calls' ids. */
export interface OfflineToolRun {
  tools: readonly AgentTool[];
  context: ToolCallContext;
  nextCallId(): string;
}

/** Only our own plain sentences reach the person; anything else is a generic line. */
export const failureMessage = (error: unknown) =>
  isToolError(error) ? error.message : 'Something went wrong while using that tool.';

/** Runs one tool as the model path would, telling its start and end as it goes. */
export async function* callTool(
  run: OfflineToolRun,
  tool: AgentTool,
  input: unknown,
): AsyncGenerator<ToolStep, CallOutcome> {
  const callId = run.nextCallId();
  const shown = { type: 'tool' as const, callId, tool: tool.name, ...tool.activity(input) };
  yield { ...shown, status: 'running' };
  try {
    const value = await tool.execute(input, run.context);
    yield { ...shown, status: 'done' };
    return { ok: true, value };
  } catch (error) {
    yield { ...shown, status: 'failed' };
    return { ok: false, message: failureMessage(error) };
  }
}
