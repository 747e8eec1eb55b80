import type { AppConfig } from '../../config';
import type { AgentRow } from '../../db/schema';
import { createAgentToolbox, type AgentToolbox, type CalendarTool } from './agent-toolbox';

/** Builds each turn's toolbox; the app holds one, created from configuration. */
export interface ToolsContext {
  toolboxFor(agent: Pick<AgentRow, 'id' | 'name' | 'tools'>): Promise<AgentToolbox>;
}

export function createToolsContext(options: {
  config: AppConfig['tools'];
  /** The agent's calendar tool when it is set up; undefined otherwise. */
  calendarFor(agent: Pick<AgentRow, 'id' | 'name'>): Promise<CalendarTool | undefined>;
}): ToolsContext {
  return {
    async toolboxFor(agent) {
      const calendar = agent.tools.includes('google_calendar')
        ? await options.calendarFor(agent)
        : undefined;
      return createAgentToolbox({ enabled: agent.tools, config: options.config, calendar });
    },
  };
}
