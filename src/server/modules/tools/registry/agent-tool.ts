import type { JSONValue } from '@ai-sdk/provider';
import type { FlexibleSchema } from '@ai-sdk/provider-utils';

/** What a tool call knows of the turn it runs in. */
export interface ToolCallContext {
  agentId: string;
  /** Aborted when the person leaves or the turn's deadline passes: the call stops too. */
  signal: AbortSignal;
  now: Date;
}

/** How the chat shows a call: "Reading the page…" and, where there is one, what it reads. */
export interface ToolActivity {
  label: string;
  target?: string;
}

/**
 * One tool as both engines and the chat see it: built in (calculators, web scraper, YouTube,
 * calendar) or arriving at run time (an MCP server's tool, an owner's HTTP tool). A failure
 * the person may read is thrown as a ToolError; anything else reaches the model as a
 * generic sentence.
 */
export interface AgentTool<Input = unknown> {
  /** The function name the model calls, unique within a turn: ^[a-zA-Z0-9_-]{1,64}$. */
  name: string;
  /**
   * The entry in an agent's `tools` list that switches it on: a catalogue id ('web_scraper'),
   * 'mcp:<server id>/<tool name>' or 'http:<tool id>'. Absent for tools every agent has.
   */
  source?: string;
  description: string;
  /** zod for tools written here; the AI SDK's jsonSchema() for tools that bring JSON Schema. */
  inputSchema: FlexibleSchema<Input>;
  execute(input: Input, context: ToolCallContext): Promise<JSONValue>;
  activity(input: Input): ToolActivity;
}

/** The agent as a tool source sees it. */
export interface ToolOwnerAgent {
  id: string;
  ownerId: string | null;
  /** The agent's enabled tool entries (see AgentTool.source). */
  tools: readonly string[];
}

/** Where tools that arrive at run time come from (MCP servers, HTTP tools). */
export interface ToolSource {
  /** The tools of this source the agent has switched on; a source that is down gives none. */
  toolsFor(agent: ToolOwnerAgent, signal: AbortSignal): Promise<AgentTool[]>;
}
