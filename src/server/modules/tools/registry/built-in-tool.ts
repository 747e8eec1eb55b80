import type { ToolId } from '../../../../shared/tool-catalogue';
import type { AppConfig } from '../../../config';
import type { AgentTool } from './agent-tool';
import type { CalendarTool } from './calendar-handle';
import type { ToolIntent } from './tool-intent';

/** What built-in tools are made with for a turn: configuration and the agent's calendar. */
export interface BuiltInDeps {
  config: AppConfig['tools'];
  /** The agent's calendar when its owner set it up. */
  calendar?: CalendarTool;
}

/**
 * One built-in tool, everything about it in one place: the AgentTool it makes for a turn,
 * the catalogue entry that switches it on, and how the offline engine recognises a message
 * that asks for it.
 */
export interface BuiltInTool {
  /** The function name, as on the AgentTool it makes. */
  name: string;
  /** The catalogue entry (shared/tool-catalogue.ts) that switches it on; absent: every agent has it. */
  source?: ToolId;
  /** What a message asks of this tool, read without a model (the offline engine). */
  recognise?(message: string): ToolIntent[];
  /** The tool for this turn, or undefined when it is not set up (no calendar connected). */
  create(deps: BuiltInDeps): AgentTool | undefined;
}

/** An AgentTool with typed input, kept in the registry's list of tools of any input. */
export const agentTool = <Input>(tool: AgentTool<Input>): AgentTool => tool as AgentTool;
