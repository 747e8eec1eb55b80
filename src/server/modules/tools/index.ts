/**
 * The agents' tools: catalogue, setup (Google Calendar) and sealed credentials.
 * The module's face: other modules import only what this file exports (eslint.config.js).
 */
export { type CalendarGateway } from './google-calendar/calendar-config-service';
export { loadCalendarTool } from './google-calendar/calendar-tool';
export { resealToolSecrets } from './reseal-tool-secrets';
export { createSecretBox, type SecretBox, toolSecretsKey } from './secret-box';
export { checkToolEntriesOnAgentForms, type ToolEntriesCheck } from './agent-form-check';
export { configuredTools } from './tool-configs-store';
export { createToolsContext, type ToolsContext } from './tools-context';
export { toolsModule, toolsServices } from './tools-module';

// Tools arriving at run time (MCP, HTTP) are built against these.
export type {
  AgentTool,
  ToolActivity,
  ToolCallContext,
  ToolOwnerAgent,
  ToolSource,
} from './registry/agent-tool';
export { createVettedFetch, type VettedFetch } from './runtime/network/vetted-fetch';
export { safeFetch, type SafeResponse } from './runtime/network/safe-fetch';
export type { ToolNetworkOptions } from './runtime/network/options';
export { ToolError, isToolError } from './runtime/tool-error';

// The registry: what a turn's tools are, and how the offline engine reads a message.
export { bookingChoice } from './registry/book-slot-tool';
export { recogniseIntents } from './registry/built-in-tools';
export type { CalendarTool, OfferedSlot } from './registry/calendar-handle';
export type { ToolIntent } from './registry/tool-intent';
