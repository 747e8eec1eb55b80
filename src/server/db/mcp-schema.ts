import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The MCP servers operators added in the console (those of MCP_SERVERS live in the
 * environment). `headers_sealed` maps each header's name to its value sealed with the tool
 * secrets box: the names are shown, the values never leave the server.
 */
export const mcpServers = pgTable(
  'mcp_servers',
  {
    /** Agents name the server by it ('mcp:<id>/<tool>'), so it never changes. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    transport: text('transport').notNull().$type<'streamable-http' | 'sse'>(),
    headersSealed: jsonb('headers_sealed').notNull().default({}).$type<Record<string, string>>(),
    timeoutMs: integer('timeout_ms').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The operator's e-mail (or "command line"), as the operator log names them. */
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('mcp_servers_transport_check', sql`${table.transport} in ('streamable-http', 'sse')`),
  ],
);

export type McpServerRow = typeof mcpServers.$inferSelect;
