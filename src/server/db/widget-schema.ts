import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents } from './schema';

/**
 * An avatar image the owner uploaded for an agent's widget (issue 33 §1): sniffed PNG, JPEG
 * or WebP within WIDGET_AVATAR_MAX_BYTES, kept as base64 (small, read rarely, cached by the
 * browser by its `version`).
 */
export const widgetAvatars = pgTable('widget_avatars', {
  agentId: uuid('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  dataBase64: text('data_base64').notNull(),
  /** Changes with every upload: the served URL carries it, so caches never show an old one. */
  version: text('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
