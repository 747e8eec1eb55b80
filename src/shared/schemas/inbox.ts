import { z } from 'zod';
import { HANDOFF_STATES } from './handoff';

/**
 * The inbox (issue 33 §4, §6): a signed-in owner reads every conversation of their agents,
 * whatever the channel, live, and exports what the filters select.
 */
export const INBOX_CHANNELS = ['app', 'api', 'widget', 'preview'] as const;
export type InboxChannel = (typeof INBOX_CHANNELS)[number];

export const INBOX_LIMITS = { pageDefault: 50, pageMax: 100, searchChars: 200 } as const;

const uuid = (field: string) => z.uuid({ message: `${field} must be a UUID` });

/** A calendar day, UTC: the date filters' from (inclusive) and to (inclusive). */
const day = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date like 2026-01-31`)
    .refine((value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return Number.isFinite(time) && new Date(time).toISOString().startsWith(value);
    }, `${field} must be a real date like 2026-01-31`);

/** A query flag: only `true` narrows; absent or `false` leaves the list whole. */
const flag = (field: string) =>
  z
    .enum(['true', 'false'], { message: `${field} must be true or false` })
    .transform((value) => value === 'true')
    .optional();

/** The filters the list, the live view and the export share. */
const inboxFilterFields = z.object({
  agent_id: uuid('agent_id').optional(),
  channel: z
    .enum(INBOX_CHANNELS, { message: 'channel must be app, api, widget or preview' })
    .optional(),
  key_id: uuid('key_id').optional(),
  rated_down: flag('rated_down'),
  asked_for_person: flag('asked_for_person'),
  has_files: flag('has_files'),
  from: day('from').optional(),
  to: day('to').optional(),
  q: z
    .string()
    .trim()
    .max(
      INBOX_LIMITS.searchChars,
      `The search can be at most ${INBOX_LIMITS.searchChars} characters.`,
    )
    .optional(),
});
const datesInOrder = {
  check: (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to,
  error: { message: 'from must be on or before to', path: ['from'] },
};
export const InboxFilterSchema = inboxFilterFields.refine(datesInOrder.check, datesInOrder.error);
export type InboxFilter = z.infer<typeof InboxFilterSchema>;

/** `GET /api/inbox/conversations`: the filters plus a page. */
export const InboxListQuerySchema = inboxFilterFields
  .extend({
    cursor: z.string().max(200).optional(),
    limit: z.coerce
      .number({ message: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(INBOX_LIMITS.pageMax, `limit must be at most ${INBOX_LIMITS.pageMax}`)
      .default(INBOX_LIMITS.pageDefault),
  })
  .refine(datesInOrder.check, datesInOrder.error);
export type InboxListQuery = z.infer<typeof InboxListQuerySchema>;

/** `GET /api/inbox/export`: the filters plus the file's format. */
export const InboxExportQuerySchema = inboxFilterFields
  .extend({
    format: z.enum(['csv', 'json'], { message: 'format must be csv or json' }).default('csv'),
  })
  .refine(datesInOrder.check, datesInOrder.error);
export type InboxExportQuery = z.infer<typeof InboxExportQuerySchema>;

export const InboxConversationSchema = z.object({
  /** The conversation's own id (the inbox's path uses it, not the session id). */
  id: z.string(),
  session_id: z.string(),
  agent_id: z.string(),
  agent_name: z.string(),
  channel: z.enum(INBOX_CHANNELS),
  /** Whether any message was spoken or any call was made in it. */
  voice: z.boolean(),
  api_key_id: z.string().nullable(),
  api_key_name: z.string().nullable(),
  /** The page the widget ran on, when known. */
  origin: z.string().nullable(),
  started_at: z.string(),
  last_activity_at: z.string(),
  message_count: z.number().int(),
  last_message: z
    .object({
      role: z.enum(['user', 'coach', 'staff', 'notice']),
      /** The first 200 characters. */
      content: z.string(),
      created_at: z.string(),
    })
    .nullable(),
  /** Whether any reply in it was rated down. */
  rated_down: z.boolean(),
  has_files: z.boolean(),
  handoff_state: z.enum(HANDOFF_STATES),
  handoff_requested_at: z.string().nullable(),
  taken_by_name: z.string().nullable(),
});
export type InboxConversation = z.infer<typeof InboxConversationSchema>;

export const InboxListSchema = z.object({
  conversations: z.array(InboxConversationSchema),
  /** Pass back as `cursor` for the next page; null on the last. */
  next_cursor: z.string().nullable(),
});
export type InboxList = z.infer<typeof InboxListSchema>;

export const InboxMessageSchema = z.object({
  index: z.number().int(),
  role: z.enum(['user', 'coach', 'staff', 'notice']),
  content: z.string(),
  author: z.string().nullable(),
  created_at: z.string(),
  via: z.enum(['text', 'voice']),
  interrupted: z.boolean(),
  engine: z.string().nullable(),
  attachments: z.array(z.object({ name: z.string(), type: z.string(), size: z.number() })),
  tool_calls: z.array(z.object({ tool: z.string(), target: z.string().optional() })),
  feedback: z
    .object({ rating: z.enum(['positive', 'negative']), reason: z.string().nullable() })
    .nullable(),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;

/** One turn of a call, timed in milliseconds from the end of the caller's speech. */
export const InboxVoiceTurnSchema = z.object({
  turn_index: z.number().int(),
  speech_ms: z.number().int(),
  transcript_ms: z.number().int().nullable(),
  first_token_ms: z.number().int().nullable(),
  first_audio_ms: z.number().int().nullable(),
  reply_audio_ms: z.number().int(),
  interrupted: z.boolean(),
  error: z.string().nullable(),
});

export const InboxVoiceCallSchema = z.object({
  id: z.string(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  end_reason: z.string().nullable(),
  turns: z.array(InboxVoiceTurnSchema),
});

/** `GET /api/inbox/conversations/:id`. */
export const InboxConversationDetailSchema = z.object({
  conversation: InboxConversationSchema,
  messages: z.array(InboxMessageSchema),
  voice_calls: z.array(InboxVoiceCallSchema),
  /** Files read in it: the message position they came with and how much text they gave. */
  files: z.array(
    z.object({ name: z.string(), position: z.number().int(), chars: z.number().int() }),
  ),
});
export type InboxConversationDetail = z.infer<typeof InboxConversationDetailSchema>;

export const InboxConversationPathSchema = z.object({ id: uuid('id') });

/**
 * `GET /api/inbox/events` (text/event-stream): `event: ready` once, then `event: activity`
 * with this for the caller's agents only; a comment line every 20 s keeps it open.
 */
/** 'rated': someone rated a reply (a thumbs down shows as "Rated down" at once). */
export const INBOX_ACTIVITY_KINDS = [
  'message',
  'rated',
  'handoff-requested',
  'taken',
  'released',
] as const;
export const InboxActivitySchema = z.object({
  conversation_id: z.string(),
  agent_id: z.string(),
  kind: z.enum(INBOX_ACTIVITY_KINDS),
});
export type InboxActivity = z.infer<typeof InboxActivitySchema>;

/** One row of the export: one message with its conversation's facts. */
export const InboxExportRowSchema = z.object({
  conversation_id: z.string(),
  session_id: z.string(),
  agent_id: z.string(),
  agent_name: z.string(),
  channel: z.enum(INBOX_CHANNELS),
  api_key_id: z.string().nullable(),
  api_key_name: z.string().nullable(),
  message_index: z.number().int(),
  role: z.enum(['user', 'coach', 'staff', 'notice']),
  author: z.string().nullable(),
  content: z.string(),
  via: z.enum(['text', 'voice']),
  created_at: z.string(),
  feedback: z.enum(['positive', 'negative']).nullable(),
  feedback_reason: z.string().nullable(),
});
export type InboxExportRow = z.infer<typeof InboxExportRowSchema>;
export const INBOX_EXPORT_COLUMNS = Object.keys(InboxExportRowSchema.shape) as Array<
  keyof InboxExportRow
>;
