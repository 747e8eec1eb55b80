import type { AgentTool } from '../../tools';
import type { ToolCallEvent } from '../chat-engine';

/** What the SDK reports of a call: its id, the tool, and the input as read. */
interface SdkCall {
  toolCallId: string;
  toolName: string;
  input: unknown;
}

/**
 * Tells the person the calls a model makes: each call started, with the tool's activity
 * text, then done or failed. Calls the SDK refused (unknown tool, input that does not fit)
 * never ran, so they are not shown.
 */
export function toolCallEvents(tools: readonly AgentTool[]) {
  const shown = new Map<string, Omit<ToolCallEvent, 'status'>>();
  return {
    started(call: SdkCall & { invalid?: boolean }): ToolCallEvent | undefined {
      const tool = tools.find((t) => t.name === call.toolName);
      if (!tool || call.invalid) return undefined;
      let activity;
      try {
        activity = tool.activity(call.input);
      } catch {
        activity = { label: 'Using a tool…' };
      }
      const event = {
        type: 'tool' as const,
        callId: call.toolCallId,
        tool: tool.name,
        ...activity,
      };
      shown.set(call.toolCallId, event);
      return { ...event, status: 'running' };
    },
    ended(call: SdkCall, status: 'done' | 'failed'): ToolCallEvent | undefined {
      const event = shown.get(call.toolCallId);
      return event && { ...event, status };
    },
  };
}
