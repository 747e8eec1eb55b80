import type { ToolId } from '../../../../shared/tool-catalogue';
import { hasChanges, type AgentFormValues } from './agent-form-values';
import type { AgentFieldErrors, AgentFieldName } from './agent-validation';
import type { PendingCalendar } from './calendar-config';
import { withTool, withoutTool } from './tool-rules';

const GOOGLE_CALENDAR = 'google_calendar' satisfies ToolId;

/** The builder's form: what is shown, what was loaded (or saved), and tool setups. */
export interface BuilderState {
  values: AgentFormValues;
  baseline: AgentFormValues;
  errors: AgentFieldErrors;
  /** Tools whose configuration exists (on the server, or pending on the create screen). */
  configured: string[];
  /** On the create screen, the calendar setup saved right after the agent is created. */
  pendingCalendar: PendingCalendar | null;
}

export type BuilderAction =
  | { type: 'edit'; patch: Partial<Omit<AgentFormValues, 'icon'>> }
  | { type: 'reset' }
  | { type: 'errors'; errors: AgentFieldErrors }
  | { type: 'saved'; values: AgentFormValues }
  /** A tool's setup was saved: on the server (`stored`), or kept in the form until create. */
  | { type: 'configured'; tool: string; stored: boolean; pending?: PendingCalendar }
  | { type: 'disconnected'; tool: string; stored: boolean };

export function initBuilder(values: AgentFormValues, configured: string[] = []): BuilderState {
  return { values, baseline: values, errors: {}, configured, pendingCalendar: null };
}

function clearErrors(errors: AgentFieldErrors, fields: string[]): AgentFieldErrors {
  const left = { ...errors };
  for (const field of fields) delete left[field as AgentFieldName];
  return left;
}

/** Moves a tool in or out of the shown values, and of the baseline when the server did it. */
function withToolChange(state: BuilderState, tool: string, add: boolean, stored: boolean) {
  const change = (values: AgentFormValues) => ({
    ...values,
    tools: add ? withTool(values.tools, tool) : withoutTool(values.tools, tool),
  });
  return {
    values: change(state.values),
    baseline: stored ? change(state.baseline) : state.baseline,
    errors: clearErrors(state.errors, ['tools']),
  };
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'edit':
      return {
        ...state,
        values: { ...state.values, ...action.patch },
        errors: clearErrors(state.errors, Object.keys(action.patch)),
      };
    case 'reset':
      return { ...state, values: state.baseline, errors: {} };
    case 'errors':
      return { ...state, errors: action.errors };
    case 'saved':
      return { ...state, values: action.values, baseline: action.values, pendingCalendar: null };
    case 'configured':
      return {
        ...state,
        ...withToolChange(state, action.tool, true, action.stored),
        configured: withTool(state.configured, action.tool),
        pendingCalendar: action.pending ?? state.pendingCalendar,
      };
    case 'disconnected':
      return {
        ...state,
        ...withToolChange(state, action.tool, false, action.stored),
        configured: withoutTool(state.configured, action.tool),
        pendingCalendar: null,
      };
  }
}

/**
 * The pending calendar setup to store once the agent is created: only while Google Calendar is
 * still among the chosen tools. Deselecting the card keeps the setup in the form (selecting the
 * card again brings it back, Configured), but it is not sent, so the tool is not added back.
 */
export const calendarToSave = (state: BuilderState): PendingCalendar | null =>
  state.values.tools.includes(GOOGLE_CALENDAR) ? state.pendingCalendar : null;

/** Unsaved work: edited values, or a calendar setup waiting for the agent to be created. */
export const isDirty = (state: BuilderState) =>
  hasChanges(state.values, state.baseline) || state.pendingCalendar !== null;
