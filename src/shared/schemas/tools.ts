import { z } from 'zod';
import { AGENT_LANGUAGES } from '../constants';
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
  /** True when the server holds a client secret: calendars connect with the code flow and renew. */
  google_calendar_renewable: z.boolean(),
  /** The agent languages this server's speech recogniser understands: calls in others are refused. */
  voice_languages: z.array(z.enum(AGENT_LANGUAGES)),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are HH:MM, 00:00 to 23:59');

export const DayAvailabilitySchema = z
  .object({ enabled: z.boolean(), start: clockTime, end: clockTime })
  .refine((day) => !day.enabled || day.start < day.end, 'A day must end after it starts');

/** One entry per weekday, each checked by `day`. */
const week = <Day extends z.ZodType>(day: Day) =>
  z.object(
    Object.fromEntries(WEEKDAYS.map((name) => [name, day])) as Record<
      (typeof WEEKDAYS)[number],
      Day
    >,
  );

export const AvailabilitySchema = week(DayAvailabilitySchema);
export type Availability = z.infer<typeof AvailabilitySchema>;

/** Availability as stored and sent back: the shape only, the typing rules are the input's. */
const SavedAvailabilitySchema = week(
  z.object({ enabled: z.boolean(), start: z.string(), end: z.string() }),
);

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
    /** From POST /api/tools/google_calendar/grants: the sealed, renewable connection. */
    grant: z.string().max(8192).optional(),
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
  availability: SavedAvailabilitySchema,
  exclude_days: z.array(z.string()),
  time_zone: z.string(),
  connected_at: z.string(),
  /** True when the server renews the connection itself (code flow); false: it lasts an hour. */
  renewable: z.boolean().default(false),
  /**
   * When Google's current access token stops working. Without `renewable` the owner reconnects
   * then; with it, the server renews it and this is informational.
   */
  expires_at: z.string(),
});
export type GoogleCalendarConfig = z.infer<typeof GoogleCalendarConfigSchema>;

/** Google's one-time code from the code flow's popup (redirect_uri `postmessage`). */
export const GoogleCalendarGrantInputSchema = z.object({
  code: z.string().min(1).max(2048),
});

/**
 * The exchanged code: an access token for listing calendars as in the token flow, and `grant`,
 * the sealed connection (refresh token inside, unreadable) to send back when saving.
 */
export const GoogleCalendarGrantSchema = z.object({
  access_token: z.string(),
  expires_in: z.number().int(),
  token_type: z.string(),
  scope: z.string(),
  grant: z.string(),
});
export type GoogleCalendarGrant = z.infer<typeof GoogleCalendarGrantSchema>;
