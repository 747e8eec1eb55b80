import type { ToolId } from '../../../../shared/tool-catalogue';
import type { PendingCalendar } from './calendar-config';
import { withTool, withoutTool } from './tool-rules';

const GOOGLE_CALENDAR = 'google_calendar' satisfies ToolId;

/**
 * What the builder knows about tool setups beside the form's values: which tools have one,
 * and on the create screen the calendar setup to store once the agent exists.
 */
export interface ToolSetups {
  configured: string[];
  pendingCalendar: PendingCalendar | null;
}

/** A setup was saved: on the server, or (create screen) kept as `pending` until Create. */
export const withSetup = (
  setups: ToolSetups,
  tool: string,
  pending?: PendingCalendar,
): ToolSetups => ({
  configured: withTool(setups.configured, tool),
  pendingCalendar: pending ?? setups.pendingCalendar,
});

export const withoutSetup = (setups: ToolSetups, tool: string): ToolSetups => ({
  configured: withoutTool(setups.configured, tool),
  pendingCalendar: null,
});

/**
 * The pending calendar setup to store once the agent is created: only while Google Calendar is
 * still among the chosen tools. Deselecting the card keeps the setup in the form (selecting the
 * card again brings it back, Configured), but it is not sent, so the tool is not added back.
 */
export const calendarToSave = (tools: readonly string[], setups: ToolSetups) =>
  tools.includes(GOOGLE_CALENDAR) ? setups.pendingCalendar : null;
