import type { AgentTool } from '../tools';
import type { KnowledgeIndex } from './retrieval/knowledge-index';
import type { TurnSetting } from './turn-events';

/** A stored turn as the engines see it; a person's turn names the files it came with. */
export interface HistoryTurn {
  role: 'user' | 'coach';
  content: string;
  attachments?: string[];
}

/**
 * A file's text as an engine reads it. `passages` were split on a reading thread
 * (attachments.ts), so the event loop never splits megabytes; absent only outside a chat
 * turn (evals, tests), where the text is split when needed.
 */
export interface EngineFile {
  name: string;
  text: string;
  passages?: string[];
  /** Only the file's first FILE_READING_LIMITS.textChars characters were read. */
  truncated?: boolean;
}

/** Everything an engine needs for one turn: the agent, the message, memory, files, tools. */
export interface EngineTurn {
  agent: { id: string; name: string; instruction: string; knowledge: string; tools: string[] };
  /** The agent's knowledge, searchable; built once per agent version, when first asked for. */
  knowledgeIndex(): KnowledgeIndex;
  message: string;
  /** Earlier turns of this conversation, oldest first: a bounded window. */
  history: HistoryTurn[];
  files: EngineFile[];
  /** Files attached to earlier turns of this conversation, newest first (a bounded few). */
  earlierFiles: EngineFile[];
  /** The tools the agent may call in this turn (tools/registry/turn-tools.ts). */
  tools: readonly AgentTool[];
  /** Context from the screen the message came from (a wizard step and its answers). */
  setting?: TurnSetting;
  /**
   * Set when the person knows the agent by another name than its own (a widget's display
   * name): `agent.name` is then that name, and the agent's instruction may still use its own.
   */
  presentedAs?: string;
  /**
   * The language the reply should be in when the channel knows it (a voice call's language);
   * otherwise the engines read it from the message.
   */
  language?: 'en' | 'pt' | 'es' | 'fr';
  /**
   * The catalogue's other coaches, for naming the one that fits a question this agent does
   * not cover. Empty where the catalogue must not be advertised (a customer's widget, API).
   */
  otherCoaches?: readonly CatalogueCoach[];
}

/** A coach of the public catalogue, as a decline names it. */
export interface CatalogueCoach {
  name: string;
  /** Where the person can talk to it: "/agents/<id>/run". */
  link: string;
  knowledgeIndex(): KnowledgeIndex;
}

/** One tool call as the person sees it: started ('running'), then 'done' or 'failed'. */
export interface ToolCallEvent {
  type: 'tool';
  /** Tells a call's later status from another call's. */
  callId: string;
  /** The tool's function name ('web_scraper', 'runway', an MCP tool's name). */
  tool: string;
  /** The registry's words for it: "Reading the page…". */
  label: string;
  target?: string;
  status: 'running' | 'done' | 'failed';
}

/** What an engine reports while it answers: pieces of the reply, and tools it uses. */
export type EngineEvent = { type: 'delta'; text: string } | ToolCallEvent;

/**
 * What answers a chat message: the offline engine or a model provider. Failures are thrown
 * as DomainErrors (model_unavailable, model_timeout); aborting `signal` stops the model call
 * and rejects with the signal's reason. With `streaming` false the reply may come
 * as one piece (a provider is then asked for a whole reply, which costs less than a stream).
 */
export interface ChatEngine {
  /** Stored with each reply: 'offline' (OFFLINE_ENGINE_NAME), or 'provider/model'. */
  name: string;
  run(turn: EngineTurn, options: EngineRunOptions): AsyncIterable<EngineEvent>;
}

/** What the offline engine is called: a reply or plan stored with it was written offline. */
export const OFFLINE_ENGINE_NAME = 'offline';

export interface EngineRunOptions {
  signal: AbortSignal;
  streaming: boolean;
  /**
   * A long answer (the wizard's plan) gets at least this room and time, beyond what the
   * engine gives a chat reply; the offline engine has no such limits.
   */
  longAnswer?: { outputTokens: number; timeoutMs: number };
}
