import { z } from 'zod';
import {
  API_KEY_LIMITS,
  API_KEY_SESSION_TIMEOUTS,
  API_KEY_STATUSES,
  API_KEY_TYPES,
  USAGE_OUTCOMES,
} from '../api-key-constants';

export const ApiKeyTypeSchema = z.enum(API_KEY_TYPES, {
  message: 'key_type must be test, live or restricted',
});
export const ApiKeyStatusSchema = z.enum(API_KEY_STATUSES);

/** One allowed site: a host name ("acme.com", "*.acme.com") or an origin ("https://acme.com:8443"). */
export const AllowedDomainSchema = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .regex(
    /^(https?:\/\/)?(\*\.)?[A-Za-z0-9.-]+(:\d{1,5})?\/?$/,
    'Each allowed domain must be a host name like acme.com, *.acme.com or https://acme.com:8443',
  );

const rateLimit = z
  .number({ message: 'rate_limit_per_hour must be a number' })
  .int('rate_limit_per_hour must be a whole number')
  .min(API_KEY_LIMITS.rateMin, `rate_limit_per_hour must be at least ${API_KEY_LIMITS.rateMin}`)
  .max(API_KEY_LIMITS.rateMax, `rate_limit_per_hour must be at most ${API_KEY_LIMITS.rateMax}`);

/** A widget session's length in seconds: one of the choices, which the API document lists. */
const sessionTimeout = z
  .number()
  .refine(
    (value) => (API_KEY_SESSION_TIMEOUTS as readonly number[]).includes(value),
    `session_timeout_seconds must be one of ${API_KEY_SESSION_TIMEOUTS.join(', ')}`,
  )
  .meta({ enum: [...API_KEY_SESSION_TIMEOUTS] });

const keyName = z
  .string()
  .trim()
  .min(1, 'Key Name is required')
  .max(API_KEY_LIMITS.name, `Key names can be at most ${API_KEY_LIMITS.name} characters`);

const domains = z
  .array(AllowedDomainSchema)
  .max(API_KEY_LIMITS.domains, `At most ${API_KEY_LIMITS.domains} allowed domains`);

/** A future moment, ISO 8601; null or absent = the key never expires. */
const expiresAt = z.iso
  .datetime({ offset: true, message: 'expires_at must be an ISO 8601 date-time' })
  .nullable();

/** Spec 02 §3 "API key creation payload"; agent_id repeats the path's agent and must match it. */
export const CreateApiKeySchema = z.object({
  agent_id: z.uuid({ message: 'agent_id must be a UUID' }).optional(),
  name: keyName,
  key_type: ApiKeyTypeSchema.default('live'),
  allowed_domains: domains.default([]),
  rate_limit_per_hour: rateLimit.default(API_KEY_LIMITS.rateDefault),
  session_timeout_seconds: sessionTimeout.default(API_KEY_LIMITS.sessionTimeoutDefault),
  expires_at: expiresAt.optional(),
});
export type CreateApiKey = z.input<typeof CreateApiKeySchema>;

/** What an owner may change on a key; the type and the secret never change. */
export const UpdateApiKeySchema = z
  .object({
    name: keyName,
    allowed_domains: domains,
    rate_limit_per_hour: rateLimit,
    session_timeout_seconds: sessionTimeout,
    expires_at: expiresAt,
  })
  .partial();
export type UpdateApiKey = z.infer<typeof UpdateApiKeySchema>;

/** Spec 02 §3 "API key (list item)", plus what the owner needs to manage it. */
export const ApiKeySchema = z.object({
  id: z.string(),
  agent_id: z.string(),
  name: z.string(),
  key_type: ApiKeyTypeSchema,
  status: ApiKeyStatusSchema,
  /** The key's first characters ("cf_live_Ab12Cd34"): enough to recognise it, never to use it. */
  key_prefix: z.string(),
  rate_limit_per_hour: z.number().int(),
  session_timeout_seconds: z
    .number()
    .int()
    .describe('Seconds a widget session opened with this key lasts.'),
  allowed_domains: z.array(z.string()),
  created_at: z.string(),
  /** Accurate to about a minute: recorded without a write per request. */
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** The create answer: the only time the secret is sent. */
export const CreatedApiKeySchema = ApiKeySchema.extend({ secret_key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

export const ApiKeyListSchema = z.object({ keys: z.array(ApiKeySchema) });
export type ApiKeyList = z.infer<typeof ApiKeyListSchema>;

export const DaysQuerySchema = z.object({
  days: z.coerce
    .number({ message: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(API_KEY_LIMITS.maxDays, `days must be at most ${API_KEY_LIMITS.maxDays}`)
    .default(30),
});

/** One UTC day of a key's traffic. */
export const KeyDaySchema = z.object({
  date: z.string().describe('YYYY-MM-DD, UTC'),
  requests: z.number().int(),
  /** Calls that failed (status 400 or above), refusals apart. */
  errors: z.number().int(),
  /** Calls refused before any work: origin, the key's hourly limit, the plan's daily limit. */
  refused: z.number().int(),
  /** Conversations in which a visitor wrote that day. */
  sessions: z.number().int(),
  /** What visitors wrote that day (not the coach's replies). */
  messages: z.number().int(),
  p50_ms: z.number().nullable(),
  p95_ms: z.number().nullable(),
});
export type KeyDay = z.infer<typeof KeyDaySchema>;

export const KeyUsageSchema = z.object({
  key_id: z.string(),
  days: z.number().int(),
  total_requests: z.number().int(),
  /** Requests refused by the key's hourly limit (429). */
  rate_limited: z.number().int(),
  /** Requests refused for any reason: origin, the key's hourly limit, the plan's daily limit. */
  refused: z.number().int(),
  by_day: z.array(KeyDaySchema),
});
export type KeyUsage = z.infer<typeof KeyUsageSchema>;

export const KeyAnalyticsSchema = z.object({
  key_id: z.string(),
  days: z.number().int(),
  requests: z.number().int(),
  /** Conversations in which a visitor wrote in the window: the sessions list shows the same. */
  sessions: z.number().int(),
  /** What visitors wrote in the window (not the coach's replies). */
  messages: z.number().int(),
  /** Calls that failed (status 400 or above), refusals apart. */
  errors: z.number().int(),
  /** Calls refused before any work, by reason: none of them is a fault of the service. */
  refused: z.object({
    /** From a page outside the key's allowed domains (403 origin_not_allowed). */
    origin: z.number().int(),
    /** Over the key's rate_limit_per_hour (429 rate_limited). */
    key_limit: z.number().int(),
    /** Over the owner's plan's daily chat requests (402 plan_limit). */
    plan_limit: z.number().int(),
  }),
  /**
   * Answered calls only (status below 400). p50/p95: JSON calls, until the whole answer;
   * stream_p50/stream_p95: streamed chats, until the stream ended. Null without such calls.
   */
  latency_ms: z.object({
    p50: z.number().nullable(),
    p95: z.number().nullable(),
    stream_p50: z.number().nullable(),
    stream_p95: z.number().nullable(),
  }),
  feedback: z.object({
    positive: z.number().int(),
    negative: z.number().int(),
    /** positive / (positive + negative); null before any rating. */
    ratio: z.number().nullable(),
  }),
  /** Where the widget ran: each page origin seen, with its requests and refusals. */
  origins: z.array(
    z.object({ origin: z.string(), requests: z.number().int(), refused: z.number().int() }),
  ),
  by_day: z.array(KeyDaySchema),
});
export type KeyAnalytics = z.infer<typeof KeyAnalyticsSchema>;

/** Sessions of the last `days` days: those a visitor wrote in, as analytics count them. */
export const SessionsQuerySchema = DaysQuerySchema.extend({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});

export const KeySessionSchema = z.object({
  session_id: z.string(),
  channel: z.enum(['api', 'widget']),
  /** The page the widget ran on; null for server calls. */
  origin: z.string().nullable(),
  started_at: z.string(),
  last_message_at: z.string().nullable(),
  messages: z.array(
    z.object({
      index: z.number().int(),
      role: z.enum(['user', 'coach', 'staff', 'notice']),
      content: z.string(),
      created_at: z.string(),
    }),
  ),
});
export const KeySessionsSchema = z.object({
  total: z.number().int(),
  skip: z.number().int(),
  limit: z.number().int(),
  sessions: z.array(KeySessionSchema),
});
export type KeySessions = z.infer<typeof KeySessionsSchema>;

export const RateLimitStateSchema = z.object({
  limit: z.number().int(),
  remaining: z.number().int(),
  /**
   * ISO 8601: when one more call fits than now (at the limit, when the next call succeeds);
   * about now when nothing is counted.
   */
  reset: z.string(),
  window_seconds: z.number().int(),
});
export type RateLimitState = z.infer<typeof RateLimitStateSchema>;

/** One call in a key's ledger, as the export gives it (the CSV has these columns, in order). */
export const KeyCallSchema = z.object({
  at: z.string(),
  kind: z.string(),
  method: z.string(),
  route: z.string(),
  status: z.number().int(),
  latency_ms: z.number().int(),
  session_id: z.string().nullable(),
  origin: z.string().nullable(),
  /** ok, error, or the refusal: refused_origin, refused_key_limit, refused_plan_limit. */
  outcome: z.enum(USAGE_OUTCOMES),
});
export type KeyCall = z.infer<typeof KeyCallSchema>;

export const ExportQuerySchema = DaysQuerySchema.extend({
  format: z.enum(['json', 'csv'], { message: 'format must be json or csv' }).default('json'),
});

export const ValidateKeyRequestSchema = z.object({
  api_key: z.string().min(1, 'api_key is required').max(200),
  agent_id: z.uuid({ message: 'agent_id must be a UUID' }),
  /** The page origin the key would be used from (a widget); absent for server calls. */
  origin: z.string().max(300).optional(),
});
/** Whether the key may be used for the agent (and origin): nothing more is revealed. */
export const ValidateKeyResponseSchema = z.object({ valid: z.boolean() });

export const KeyPathSchema = z.object({
  agent_id: z.uuid({ message: 'agent_id must be a UUID' }),
  key_id: z.uuid({ message: 'key_id must be a UUID' }),
});
export const AgentPathSchema = z.object({
  agent_id: z.uuid({ message: 'agent_id must be a UUID' }),
});
