import type { FieldErrors } from 'react-hook-form';
import type { AgentFormValues } from './agent-form-values';
import type { BuilderTab } from './builder-tabs';

export type AgentFieldName = Exclude<keyof AgentFormValues, 'icon'>;

/** Form order: the first invalid field is the one focused, and its tab opened. */
const FIELD_TABS: Record<AgentFieldName, BuilderTab> = {
  name: 'information',
  status: 'information',
  mode: 'information',
  description: 'information',
  instruction: 'information',
  knowledge: 'information',
  tools: 'tools',
  voice_enabled: 'voice',
  languages: 'voice',
  primary_language: 'voice',
  widget_display_name: 'widget',
  widget_position: 'widget',
  widget_allowed_domains: 'widget',
};

export const AGENT_FIELD_NAMES = Object.keys(FIELD_TABS) as AgentFieldName[];

export const firstInvalidField = (errors: FieldErrors<AgentFormValues>) =>
  AGENT_FIELD_NAMES.find((name) => errors[name]);

export const tabOfField = (field: AgentFieldName): BuilderTab => FIELD_TABS[field];

/** Which tabs hold an error, to mark them in the tab list. */
export const tabsWithErrors = (errors: FieldErrors<AgentFormValues>): Set<BuilderTab> =>
  new Set(AGENT_FIELD_NAMES.filter((name) => errors[name]).map(tabOfField));
