import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { API_KEY_TYPES, UsageOutcome } from '../../shared/api-key-constants';
import { agents } from './schema';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * An agent's API key. The secret is never stored: `lookup` (a public part of the key) finds the
 * row, `secretHash` (HMAC-SHA256 with the server's pepper) proves it. Rows are never deleted,
 * so a revoked or expired key keeps its history.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyType: text('key_type').notNull().$type<(typeof API_KEY_TYPES)[number]>(),
    /** What lists show: the type prefix and the lookup's first characters. */
    keyPrefix: text('key_prefix').notNull(),
    lookup: text('lookup').notNull().unique(),
    secretHash: text('secret_hash').notNull(),
    allowedDomains: jsonb('allowed_domains').notNull().default([]).$type<string[]>(),
    rateLimitPerHour: integer('rate_limit_per_hour').notNull().default(100),
    sessionTimeoutSeconds: integer('session_timeout_seconds').notNull().default(3600),
    createdAt,
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('api_keys_agent_idx').on(table.agentId, table.createdAt),
    check('api_keys_type_check', sql`${table.keyType} in ('test', 'live', 'restricted')`),
    check('api_keys_rate_check', sql`${table.rateLimitPerHour} between 1 and 10000`),
  ],
);

/**
 * One call made with a key or a widget session, written in batches off the hot path: the
 * source of usage, analytics and export.
 */
export const apiKeyRequests = pgTable(
  'api_key_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** What was called: 'chat', 'chat_stream', 'chat_files', 'widget_token', ... */
    kind: text('kind').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    status: integer('status').notNull(),
    latencyMs: integer('latency_ms').notNull(),
    /** The chat session the call belonged to, when it had one. */
    sessionId: text('session_id'),
    /** The page origin of a browser call; null for server-to-server calls. */
    origin: text('origin'),
    /**
     * How the call ended: answered ('ok'), failed ('error'), or refused before any work, by the
     * key's allowed origins, its hourly limit or the owner's plan (USAGE_OUTCOMES).
     */
    outcome: text('outcome').notNull().default('ok').$type<UsageOutcome>(),
  },
  (table) => [
    index('api_key_requests_key_at_idx').on(table.keyId, table.at),
    check(
      'api_key_requests_outcome_check',
      sql`${table.outcome} in ('ok', 'error', 'refused_origin', 'refused_key_limit', 'refused_plan_limit')`,
    ),
  ],
);

/** A widget opened on a customer's page: the key it came with, the page, and how long it lasts. */
export const widgetSessions = pgTable(
  'widget_sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** The chat session the widget talks in (the conversation's session_id). */
    sessionId: text('session_id').notNull(),
    origin: text('origin').notNull(),
    referrer: text('referrer'),
    userAgent: text('user_agent'),
    createdAt,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('widget_sessions_key_idx').on(table.keyId, table.createdAt)],
);
