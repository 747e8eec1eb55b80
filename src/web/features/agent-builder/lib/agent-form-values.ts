import type { AGENT_LANGUAGES, AGENT_MODES, AGENT_STATUSES } from '../../../../shared/constants';
import type { WIDGET_POSITIONS } from '../../../../shared/constants';
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
  widget_display_name: string;
  widget_position: WidgetPosition;
  widget_allowed_domains: string[];
}

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
    widget_display_name: '',
    widget_position: 'bottom-right',
    widget_allowed_domains: [''],
  };
}

/** The form's values for a loaded agent; an empty domain list shows one blank row. */
export function fromAgent(agent: Agent): AgentFormValues {
  return {
    name: agent.name,
    description: agent.description,
    instruction: agent.instruction ?? '',
    knowledge: agent.knowledge ?? '',
    icon: agent.icon,
    status: agent.status,
    mode: agent.mode,
    tools: [...agent.tools],
    voice_enabled: agent.voice_enabled,
    languages: [...agent.languages],
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

const sorted = (list: readonly string[]) => [...new Set(list)].sort();

/** What decides whether anything changed: order of chosen items and blank rows do not count. */
function comparable(values: AgentFormValues) {
  return {
    ...values,
    tools: sorted(values.tools),
    languages: sorted(values.languages),
    widget_allowed_domains: values.widget_allowed_domains.filter((row) => row.trim() !== ''),
  };
}

export function hasChanges(values: AgentFormValues, baseline: AgentFormValues): boolean {
  return JSON.stringify(comparable(values)) !== JSON.stringify(comparable(baseline));
}
