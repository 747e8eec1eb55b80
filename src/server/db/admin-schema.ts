import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * What the operators set in the console, one row per area ('model', 'speech'). `value` holds
 * the plain settings; `sealed` the keys, each sealed with the tool-secrets box and never sent
 * back. Every node reads it at start and again on a 'settings-changed' notice.
 */
export const operatorSettings = pgTable('operator_settings', {
  area: text('area').primaryKey().$type<'model' | 'speech'>(),
  value: jsonb('value').notNull().$type<Record<string, unknown>>(),
  sealed: jsonb('sealed').notNull().default({}).$type<Record<string, string>>(),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change an operator made (console or command line): who, what, when. */
export const operatorLog = pgTable(
  'operator_log',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** The operator's account; null for the command line on the server itself. */
    actorId: text('actor_id'),
    /** The e-mail of the account, or "command line": kept when the account goes. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    /** What changed, never a secret: the route writes names and values, keys only as "set". */
    detail: jsonb('detail').notNull().default({}).$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('operator_log_created_idx').on(table.createdAt)],
);
