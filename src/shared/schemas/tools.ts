import { z } from 'zod';
import { WEEKDAYS } from '../tool-catalogue';

export const ToolCatalogueEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  colour: z.string(),
  icon: z.string(),
  requiresConfig: z.boolean(),
});

/** What the browser needs to know about this server before anyone signs in. */
export const PublicConfigSchema = z.object({
  public_url: z.string(),
  google_client_id: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are HH:MM, 00:00 to 23:59');

export const DayAvailabilitySchema = z
  .object({ enabled: z.boolean(), start: clockTime, end: clockTime })
  .refine((day) => !day.enabled || day.start < day.end, 'A day must end after it starts');

export const AvailabilitySchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, DayAvailabilitySchema])) as Record<
    (typeof WEEKDAYS)[number],
    typeof DayAvailabilitySchema
  >,
);
export type Availability = z.infer<typeof AvailabilitySchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD');

const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'Unknown time zone');

export const CalendarTokenSchema = z.object({
  access_token: z.string().min(10).max(4096),
});

export const CalendarListItemSchema = z.object({
  id: z.string(),
  summary: z.string(),
  primary: z.boolean(),
  accessRole: z.string(),
  backgroundColor: z.string().nullable(),
  selected: z.boolean(),
  hidden: z.boolean(),
  timeZone: z.string().nullable(),
  description: z.string().nullable(),
});

/** Saving the calendar tool: Google's token (kept encrypted) and the owner's choices. */
export const GoogleCalendarConfigInputSchema = z.object({
  auth: z.object({
    access_token: z.string().min(10).max(4096),
    expires_in: z
      .number()
      .int()
      .min(0)
      .max(86_400 * 366),
    token_type: z.string().max(40).default('Bearer'),
    scope: z.string().max(2000).default(''),
  }),
  selected_calendars: z
    .array(z.string().min(1).max(1024))
    .min(1, 'Select at least one calendar')
    .max(50),
  availability: AvailabilitySchema,
  exclude_days: z
    .array(isoDate)
    .max(366)
    .transform((days) => [...new Set(days)].sort()),
  time_zone: timeZone,
});
export type GoogleCalendarConfigInput = z.infer<typeof GoogleCalendarConfigInputSchema>;

/** The saved calendar configuration as its owner sees it: never the token. */
export const GoogleCalendarConfigSchema = z.object({
  account: z.object({
    email: z.string(),
    name: z.string().nullable(),
    picture: z.string().nullable(),
  }),
  selected_calendars: z.array(z.string()),
  availability: AvailabilitySchema,
  exclude_days: z.array(z.string()),
  time_zone: z.string(),
  connected_at: z.string(),
  /** When Google's access token stops working; after it, the owner reconnects. */
  expires_at: z.string(),
});
export type GoogleCalendarConfig = z.infer<typeof GoogleCalendarConfigSchema>;
