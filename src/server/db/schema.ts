import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AGENT_LANGUAGES,
  AGENT_MODES,
  AGENT_STATUSES,
  WIDGET_POSITIONS,
} from '../../shared/constants';
import type { WidgetAppearance } from '../../shared/schemas/widget-appearance';
import { user } from './auth-schema';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const agents = pgTable(
  'agents',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Set only on the platform's seeded coaches, so seeding is idempotent. */
    seedKey: text('seed_key').unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    icon: text('icon'),
    /** The account that owns the agent; null for the platform's own seeded coaches. */
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'cascade' }),
    /**
     * 'Created by' on agents no account owns (the platform's coaches). A person's agent keeps
     * it empty: its cards read the owner's profile name when asked (agents/agent-columns.ts).
     */
    owner: text('owner').notNull(),
    readOnly: smallint('read_only').notNull().default(0).$type<0 | 1>(),
    status: text('status').notNull().default('inactive').$type<(typeof AGENT_STATUSES)[number]>(),
    mode: text('mode').notNull().default('PRIVATE').$type<(typeof AGENT_MODES)[number]>(),
    instruction: text('instruction').notNull(),
    knowledge: text('knowledge').notNull(),
    tools: jsonb('tools').notNull().default([]).$type<string[]>(),
    voiceEnabled: boolean('voice_enabled').notNull().default(false),
    languages: jsonb('languages')
      .notNull()
      .default(['en'])
      .$type<(typeof AGENT_LANGUAGES)[number][]>(),
    /**
     * The language the owner chose as the agent's own, one of `languages`: a call whose
     * caller names none is in it (agents made before it existed keep their first language).
     */
    primaryLanguage: text('primary_language')
      .notNull()
      .default('en')
      .$type<(typeof AGENT_LANGUAGES)[number]>(),
    widgetDisplayName: text('widget_display_name'),
    widgetPosition: text('widget_position')
      .notNull()
      .default('bottom-right')
      .$type<(typeof WIDGET_POSITIONS)[number]>(),
    widgetAllowedDomains: jsonb('widget_allowed_domains').notNull().default([]).$type<string[]>(),
    /** The widget's look (shared/schemas/widget-appearance.ts); missing fields take defaults. */
    widgetAppearance: jsonb('widget_appearance')
      .notNull()
      .default({})
      .$type<Partial<WidgetAppearance>>(),
    ...timestamps,
  },
  (table) => [
    // The public catalogue reads "PUBLIC and active, newest first" one page at a time.
    index('agents_catalogue_idx').on(
      table.mode,
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id,
    ),
    index('agents_owner_idx').on(table.ownerId, table.createdAt.desc().nullsFirst()),
    check('agents_status_check', sql`${table.status} in ('active', 'inactive')`),
    check('agents_mode_check', sql`${table.mode} in ('PRIVATE', 'PUBLIC')`),
    check('agents_read_only_check', sql`${table.readOnly} in (0, 1)`),
  ],
);

export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text('kind').notNull().$type<'info' | 'quote'>(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    category: text('category'),
    company: text('company'),
    plan: text('plan'),
    message: text('message').notNull(),
    /** pending until the notification is mailed (or logged when no SMTP is configured). */
    deliveryStatus: text('delivery_status')
      .notNull()
      .default('pending')
      .$type<'pending' | 'sent' | 'logged' | 'failed'>(),
    deliveryError: text('delivery_error'),
    deliveryAttempts: smallint('delivery_attempts').notNull().default(0),
    /** The signed-in account that sent it, so an operator can act on it (set its plan). */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** Where the operators are with it: new until someone has answered. */
    status: text('status').notNull().default('new').$type<'new' | 'answered'>(),
    ...timestamps,
  },
  (table) => [
    index('contact_requests_delivery_idx').on(table.deliveryStatus, table.createdAt),
    index('contact_requests_created_idx').on(table.createdAt),
  ],
);

export type AgentRow = typeof agents.$inferSelect;
export type NewAgentRow = typeof agents.$inferInsert;
export type ContactRequestRow = typeof contactRequests.$inferSelect;

/** How an HTTP tool's input becomes its request (see modules/http-tools/http-request.ts). */
export interface HttpToolInputMapping {
  path: string[];
  query: string[];
  header: string[];
  /** 'property': input.body is the JSON body; 'rest': every field not placed above is. */
  body: 'none' | 'property' | 'rest';
  /** Every field not placed above becomes a query parameter (an endpoint called with GET). */
  restToQuery: boolean;
}

/**
 * An owner's HTTP tool, usable by their agents ('http:<id>' in an agent's tools). The auth
 * header's value is sealed with the tool secrets key and never sent back.
 */
export const httpTools = pgTable(
  'http_tools',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    method: text('method').notNull(),
    urlTemplate: text('url_template').notNull(),
    inputSchema: jsonb('input_schema').notNull().$type<Record<string, unknown>>(),
    inputMapping: jsonb('input_mapping').notNull().$type<HttpToolInputMapping>(),
    authHeaderName: text('auth_header_name'),
    authHeaderSealed: text('auth_header_sealed'),
    ...timestamps,
  },
  (table) => [unique('http_tools_owner_name_unique').on(table.ownerId, table.name)],
);

export type HttpToolRow = typeof httpTools.$inferSelect;

export { mcpServers, type McpServerRow } from './mcp-schema';
