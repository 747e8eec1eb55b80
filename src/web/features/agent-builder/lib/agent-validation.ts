import { AgentInputSchema, type AgentInput } from '../../../../shared/schemas/agent';
import { ApiError } from '../../../lib/api-client';
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

/** The first message per field, in the order the issues came. */
function collect(issues: readonly { field: unknown; message: string }[]): AgentFieldErrors {
  const errors: AgentFieldErrors = {};
  for (const { field, message } of issues) {
    if (isFieldName(field) && !errors[field]) errors[field] = message;
  }
  return errors;
}

export type AgentValidation =
  { ok: true; body: AgentInput } | { ok: false; errors: AgentFieldErrors };

/** The API's own rules and messages (AgentInputSchema), checked before anything is sent. */
export function validateAgent(values: AgentFormValues): AgentValidation {
  const result = AgentInputSchema.safeParse(toAgentInput(values));
  if (result.success) return { ok: true, body: result.data };
  const issues = result.error.issues.map((issue) => ({
    field: issue.path[0],
    message: issue.message,
  }));
  return { ok: false, errors: collect(issues) };
}

/** Field errors of a 400 answer, whose details.issues carry paths such as 'body.name'. */
export function serverFieldErrors(error: unknown): AgentFieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const issues = (error.details as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return {};
  return collect(
    issues
      .filter(
        (issue): issue is { path: string; message: string } =>
          typeof issue?.path === 'string' && typeof issue?.message === 'string',
      )
      .map((issue) => ({ field: issue.path.split('.')[1], message: issue.message })),
  );
}

export const firstInvalidField = (errors: AgentFieldErrors) =>
  FIELD_NAMES.find((name) => errors[name]);

export const tabOfField = (field: AgentFieldName): BuilderTab => FIELD_TABS[field];

/** Which tabs hold an error, to mark them in the tab list. */
export const tabsWithErrors = (errors: AgentFieldErrors): Set<BuilderTab> =>
  new Set(FIELD_NAMES.filter((name) => errors[name]).map(tabOfField));
