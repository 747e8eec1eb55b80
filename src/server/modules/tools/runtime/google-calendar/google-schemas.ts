import { z } from 'zod';

/** Calendar v3 answers (and OAuth2 errors), limited to the fields the tools read. */
export const CalendarListPageSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        summary: z.string().optional(),
        summaryOverride: z.string().optional(),
        primary: z.boolean().optional(),
        accessRole: z.string().optional(),
        backgroundColor: z.string().optional(),
        selected: z.boolean().optional(),
        hidden: z.boolean().optional(),
        timeZone: z.string().optional(),
        description: z.string().optional(),
      }),
    )
    .default([]),
  nextPageToken: z.string().optional(),
});

const PeriodSchema = z.object({ start: z.string(), end: z.string() });
const ErrorEntrySchema = z.object({ domain: z.string().default(''), reason: z.string() });

export const FreeBusyResponseSchema = z.object({
  calendars: z
    .record(
      z.string(),
      z.object({
        busy: z.array(PeriodSchema).default([]),
        errors: z.array(ErrorEntrySchema).default([]),
      }),
    )
    .default({}),
});

const EventTimeSchema = z.object({ dateTime: z.string().optional(), date: z.string().optional() });

export const EventSchema = z.object({
  id: z.string(),
  htmlLink: z.string().default(''),
  status: z.string().default('confirmed'),
  summary: z.string().default(''),
  start: EventTimeSchema.default({}),
  end: EventTimeSchema.default({}),
});

/** A Calendar resource (calendars.get); for the primary calendar, `id` is the account's address. */
export const PrimaryCalendarSchema = z.object({
  id: z.string().min(1),
  summary: z.string().optional(),
  timeZone: z.string().optional(),
});

/** Google's error body: `{ error: { code, message, status, errors: [{ reason }] } }`. */
export const GoogleErrorSchema = z.object({
  error: z.union([
    z.object({
      message: z.string().default(''),
      errors: z.array(z.object({ reason: z.string().default('') })).default([]),
    }),
    // The OAuth2 endpoints answer `{ error: 'invalid_request', error_description }`.
    z.string().transform((code) => ({ message: code, errors: [] })),
  ]),
});
