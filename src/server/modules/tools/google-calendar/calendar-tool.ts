import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { CalendarTool, OfferedSlot } from '../agent-toolbox';
import { findAvailableSlots } from '../runtime/google-calendar/available-slots';
import type { TimeRange } from '../runtime/google-calendar/types';
import type { SecretBox } from '../secret-box';
import { findToolConfig } from '../tool-configs-store';
import {
  CALENDAR_TOOL,
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

/** The agent's calendar tool, when its owner has set it up; undefined otherwise. */
export async function loadCalendarTool(options: {
  db: Db;
  box: SecretBox;
  config: AppConfig['tools'];
  agent: { id: string; name: string };
}): Promise<CalendarTool | undefined> {
  const row = await findToolConfig(options.db, options.agent.id, CALENDAR_TOOL);
  if (!row) return undefined;
  const settings = readCalendarSettings(row.settings);
  const secret = JSON.parse(options.box.open(row.secret)) as CalendarSecret;
  const client = calendarConnection({ ...options, row, secret });
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
