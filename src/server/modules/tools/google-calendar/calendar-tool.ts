import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { CalendarTool, OfferedSlot } from '../registry/calendar-handle';
import { findAvailableSlots } from '../runtime/google-calendar/available-slots';
import type { CalendarClient } from '../runtime/google-calendar/calendar-types';
import { AUTH_EXPIRED_MESSAGE } from '../runtime/google-calendar/google-errors';
import type { TimeRange } from '../runtime/google-calendar/types';
import { ToolError } from '../runtime/tool-error';
import type { SecretBox } from '../secret-box';
import { findToolConfig, type ToolConfigRow } from '../tool-configs-store';
import {
  CALENDAR_TOOL,
  CalendarSecretSchema,
  readCalendarSettings,
  type CalendarSecret,
} from './calendar-config-service';
import { calendarConnection } from './calendar-connection';

/** "Mon 23 Nov, 09:00–09:30" in the calendar's zone: what the person reads and books by. */
export function slotLabel(slot: TimeRange, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(slot.start));
  const time = (iso: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(
      new Date(iso),
    );
  return `${day}, ${time(slot.start)}–${time(slot.end)}`;
}

/** Where the tool reports trouble the owner cannot see: the app's logger (pino's signature). */
export interface CalendarToolLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * Per secret box (one per app), the agents whose unreadable secret was reported, with the
 * sealed value reported: each is logged once, not at every turn, and again only after the
 * owner saves a setup that breaks anew.
 */
const reported = new WeakMap<SecretBox, Map<string, string>>();

function reportUnreadable(box: SecretBox, row: ToolConfigRow, log: CalendarToolLog) {
  let seen = reported.get(box);
  if (!seen) reported.set(box, (seen = new Map()));
  if (seen.get(row.agentId) === row.secret) return;
  seen.set(row.agentId, row.secret);
  log.warn(
    { agentId: row.agentId, toolId: row.toolId },
    'The stored Google Calendar token cannot be read (was TOOL_SECRETS_KEY changed?); the calendar tool answers that its owner must reconnect it.',
  );
}

/**
 * The stored credentials, or undefined when they cannot be opened: sealed under another key
 * (TOOL_SECRETS_KEY changed), damaged, or not a calendar secret. Never throws.
 */
function openSecret(box: SecretBox, row: ToolConfigRow): CalendarSecret | undefined {
  try {
    const parsed = CalendarSecretSchema.safeParse(JSON.parse(box.open(row.secret)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A connection that can never be used: it reads as one that has expired. */
const disconnected = (): Promise<CalendarClient> =>
  Promise.reject(new ToolError('calendar_auth_expired', AUTH_EXPIRED_MESSAGE));

/**
 * The agent's calendar tool, when its owner has set it up; undefined otherwise. A setup whose
 * token cannot be read still gives a tool, one that says the owner must reconnect: loading it
 * runs before every turn, and a turn that never touches the calendar must not fail over it.
 */
export async function loadCalendarTool(options: {
  db: Db;
  box: SecretBox;
  config: AppConfig['tools'];
  agent: { id: string; name: string };
  log: CalendarToolLog;
}): Promise<CalendarTool | undefined> {
  const row = await findToolConfig(options.db, options.agent.id, CALENDAR_TOOL);
  if (!row) return undefined;
  const settings = readCalendarSettings(row.settings);
  const secret = openSecret(options.box, row);
  if (!secret) reportUnreadable(options.box, row, options.log);
  const client = secret ? calendarConnection({ ...options, row, secret }) : disconnected;
  const timeZone = settings.time_zone;
  const toolSettings = {
    selectedCalendars: settings.selected_calendars,
    availability: settings.availability,
    excludeDays: settings.exclude_days,
    timeZone,
  };
  return {
    timeZone,
    async freeSlots(now): Promise<OfferedSlot[]> {
      const found = await findAvailableSlots(await client(), toolSettings, {
        from: now,
        days: 7,
        durationMinutes: 30,
        limit: 5,
        maxPerDay: 2,
      });
      return found.slots.map((slot) => ({ ...slot, label: slotLabel(slot, timeZone) }));
    },
    async book(slot, summary) {
      // The first selected calendar is where new meetings go (the primary one by default).
      const event = await (
        await client()
      ).insertEvent(settings.selected_calendars[0]!, {
        summary,
        description: `Booked by ${options.agent.name} on CoachForge.`,
        start: slot.start,
        end: slot.end,
        timeZone,
      });
      return { link: event.htmlLink || null };
    },
  };
}
