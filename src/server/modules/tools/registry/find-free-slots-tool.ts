import { z } from 'zod';
import { agentTool, type BuiltInTool } from './built-in-tool';

const SCHEDULING =
  /\b(schedule|book|set up|arrange|find)\b[^.?!]{0,40}\b(meeting|call|session|interview|time|slot|appointment)\b|\b(calendar|availability|free slot)\b/i;

/** Free 30-minute times in the agent owner's Google Calendar. */
export const findFreeSlotsTool: BuiltInTool = {
  name: 'find_free_slots',
  source: 'google_calendar',
  recognise: (message) =>
    SCHEDULING.test(message) ? [{ tool: 'google_calendar', request: message.trim() }] : [],
  create: ({ calendar }) =>
    calendar &&
    agentTool({
      name: 'find_free_slots',
      source: 'google_calendar',
      description: `Free 30-minute times in the owner's calendar over the coming days (${calendar.timeZone}).`,
      inputSchema: z.object({}),
      execute: async (_input, { now }) => ({
        timeZone: calendar.timeZone,
        slots: (await calendar.freeSlots(now)).map(({ start, end, label }) => ({
          start,
          end,
          label,
        })),
      }),
      activity: () => ({ label: 'Checking the calendar…' }),
    }),
};
