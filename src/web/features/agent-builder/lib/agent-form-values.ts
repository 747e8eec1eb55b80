import { AGENT_LANGUAGES } from '../../../../shared/constants';
import type { AGENT_MODES, AGENT_STATUSES, WIDGET_POSITIONS } from '../../../../shared/constants';
import type { UseFormReturn } from 'react-hook-form';
import type { Agent, AgentInput } from '../../../../shared/schemas/agent';

export type AgentLanguage = (typeof AGENT_LANGUAGES)[number];
export type AgentStatus = (typeof AGENT_STATUSES)[number];
export type AgentMode = (typeof AGENT_MODES)[number];
export type WidgetPosition = (typeof WIDGET_POSITIONS)[number];

/** Everything the builder edits, as the controls hold it (domain rows may be blank). */
export interface AgentFormValues {
  name: string;
  description: string;
  instruction: string;
  knowledge: string;
  icon: string | null;
  status: AgentStatus;
  mode: AgentMode;
  tools: string[];
  voice_enabled: boolean;
  languages: AgentLanguage[];
  /** One of `languages`: the agent's own, which calls start in unless the caller picks another. */
  primary_language: AgentLanguage;
  widget_display_name: string;
  widget_position: WidgetPosition;
  widget_allowed_domains: string[];
}

/** The builder's form: what the controls hold in, the body of POST/PUT /api/agents out. */
export type AgentForm = UseFormReturn<AgentFormValues, unknown, AgentInput>;

/** A new agent (spec 02 §3): inactive, private, no tools, voice off, English. */
export function createDefaults(): AgentFormValues {
  return {
    name: '',
    description: '',
    instruction: '',
    knowledge: '',
    icon: null,
    status: 'inactive',
    mode: 'PRIVATE',
    tools: [],
    voice_enabled: false,
    languages: ['en'],
    primary_language: 'en',
    widget_display_name: '',
    widget_position: 'bottom-right',
    widget_allowed_domains: [''],
  };
}

/** The one order the form keeps chosen tools in (alphabetical), each once. */
export const inToolOrder = (tools: readonly string[]) => [...new Set(tools)].sort();

/**
 * The form's values for a loaded agent; an empty domain list shows one blank row. Tools and
 * languages are put in the order the form keeps them in, so choosing an item again after
 * taking it away leaves the form unchanged.
 */
export function fromAgent(agent: Agent): AgentFormValues {
  return {
    name: agent.name,
    description: agent.description,
    instruction: agent.instruction ?? '',
    knowledge: agent.knowledge ?? '',
    icon: agent.icon,
    status: agent.status,
    mode: agent.mode,
    tools: inToolOrder(agent.tools),
    voice_enabled: agent.voice_enabled,
    languages: AGENT_LANGUAGES.filter((code) => agent.languages.includes(code)),
    primary_language: agent.primary_language,
    widget_display_name: agent.widget_display_name ?? '',
    widget_position: agent.widget_position,
    widget_allowed_domains:
      agent.widget_allowed_domains.length > 0 ? [...agent.widget_allowed_domains] : [''],
  };
}

/** Domain rows as they are saved: trimmed, blanks dropped, each once. */
export function cleanDomains(rows: readonly string[]): string[] {
  return [...new Set(rows.map((row) => row.trim()).filter(Boolean))];
}

/** The body of POST/PUT /api/agents. */
export function toAgentInput(values: AgentFormValues): AgentInput {
  const displayName = values.widget_display_name.trim();
  return {
    ...values,
    tools: [...values.tools] as AgentInput['tools'],
    languages: [...values.languages],
    widget_display_name: displayName || null,
    widget_allowed_domains: cleanDomains(values.widget_allowed_domains),
  };
}
