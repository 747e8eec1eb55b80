import type { AppConfig } from '../../config';
import type { AgentRow } from '../../db/schema';
import type { AgentTool, ToolSource } from './registry/agent-tool';
import type { CalendarTool } from './registry/calendar-handle';
import { toolsForTurn } from './registry/turn-tools';

/** Builds each turn's tools; the app holds one, created from configuration. */
export interface ToolsContext {
  /** The agent's tools for one turn; `signal` ends the wait for run-time sources. */
  toolsFor(
    agent: Pick<AgentRow, 'id' | 'name' | 'tools' | 'ownerId'>,
    signal?: AbortSignal,
  ): Promise<AgentTool[]>;
}

export function createToolsContext(options: {
  config: AppConfig['tools'];
  /** The agent's calendar tool when it is set up; undefined otherwise. */
  calendarFor(agent: Pick<AgentRow, 'id' | 'name'>): Promise<CalendarTool | undefined>;
  /** Where tools arriving at run time come from (MCP servers, HTTP tools). */
  sources?: ToolSource[];
}): ToolsContext {
  return {
    async toolsFor(agent, signal = new AbortController().signal) {
      const calendar = agent.tools.includes('google_calendar')
        ? await options.calendarFor(agent)
        : undefined;
      return toolsForTurn({
        agent,
        deps: { config: options.config, calendar },
        sources: options.sources ?? [],
        signal,
      });
    },
  };
}
