import { AgentInputSchema, type AgentInput } from '../../../../shared/schemas/agent';
import {
  firstErrorPerField,
  schemaIssues,
  serverFieldIssues,
  type FieldIssue,
} from '../../../lib/field-errors';
import { toAgentInput, type AgentFormValues } from './agent-form-values';
import type { BuilderTab } from './builder-tabs';

export type AgentFieldName = Exclude<keyof AgentFormValues, 'icon'>;
export type AgentFieldErrors = Partial<Record<AgentFieldName, string>>;

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
  widget_display_name: 'widget',
  widget_position: 'widget',
  widget_allowed_domains: 'widget',
};
const FIELD_NAMES = Object.keys(FIELD_TABS) as AgentFieldName[];

const isFieldName = (value: unknown): value is AgentFieldName =>
  FIELD_NAMES.includes(value as AgentFieldName);

const collect = (issues: readonly FieldIssue[]): AgentFieldErrors =>
  firstErrorPerField(issues, isFieldName);

export type AgentValidation =
  { ok: true; body: AgentInput } | { ok: false; errors: AgentFieldErrors };

/** The API's own rules and messages (AgentInputSchema), checked before anything is sent. */
export function validateAgent(values: AgentFormValues): AgentValidation {
  const result = AgentInputSchema.safeParse(toAgentInput(values));
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, errors: collect(schemaIssues(result.error.issues)) };
}

export const serverFieldErrors = (error: unknown): AgentFieldErrors =>
  collect(serverFieldIssues(error));

export const firstInvalidField = (errors: AgentFieldErrors) =>
  FIELD_NAMES.find((name) => errors[name]);

export const tabOfField = (field: AgentFieldName): BuilderTab => FIELD_TABS[field];

/** Which tabs hold an error, to mark them in the tab list. */
export const tabsWithErrors = (errors: AgentFieldErrors): Set<BuilderTab> =>
  new Set(FIELD_NAMES.filter((name) => errors[name]).map(tabOfField));
