import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { agents } from './schema';

/**
 * One tool's saved setup on one agent (today: Google Calendar). `settings` holds the owner's
 * choices; `secret` holds the provider's credentials sealed with AES-256-GCM, never sent back.
 */
export const agentToolConfigs = pgTable(
  'agent_tool_configs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    toolId: text('tool_id').notNull(),
    settings: jsonb('settings').notNull().$type<Record<string, unknown>>(),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('agent_tool_configs_unique').on(table.agentId, table.toolId)],
);
