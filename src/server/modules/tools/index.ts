/**
 * The agents' tools. The module's face: other modules import only what this file exports.
 */

// Tools arriving at run time (MCP, HTTP) are built against these.
export type {
  AgentTool,
  ToolActivity,
  ToolCallContext,
  ToolOwnerAgent,
  ToolSource,
} from './registry/agent-tool';
export { createVettedFetch, type VettedFetch } from './runtime/network/vetted-fetch';
export { ToolError } from './runtime/tool-error';
