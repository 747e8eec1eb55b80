import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { apiKeys } from './api-keys-schema';
import { user } from './auth-schema';
import { agents } from './schema';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One chat page's conversation with one agent, keyed by the client's session_id within the
 * caller's scope (modules/chat/conversation-access.ts): the same id in two scopes is two
 * conversations.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    sessionId: text('session_id').notNull(),
    /**
     * Whose namespace the session id lives in: 'user:<id>', 'key:<id>' (a key and its widget
     * sessions) or 'visitor:<agent id>'. Set once: a key deleted later leaves it unreachable.
     */
    scope: text('scope').notNull(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** The signed-in person who started it; null for a visitor (the session id is the key). */
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'cascade' }),
    /** The key (or the key behind a widget session) that started it; null for the app's own chats. */
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    /**
     * Where it was started: the app, the public API with a key, the widget, or the owner's
     * preview of the widget in the builder (counted toward no plan or key).
     */
    channel: text('channel').notNull().default('app').$type<'app' | 'api' | 'widget' | 'preview'>(),
    /**
     * Who answers (issue 33 §5): the coach; 'waiting' once the person asked for a human and
     * nobody has taken it yet (the coach still answers); 'person' while someone of the team
     * has taken it over (the coach is silent).
     */
    handoffState: text('handoff_state')
      .notNull()
      .default('coach')
      .$type<'coach' | 'waiting' | 'person'>(),
    /** When the person last asked for a human; null if they never did. */
    handoffRequestedAt: timestamp('handoff_requested_at', { withTimezone: true }),
    /** The team member who has it while handoff_state is 'person', and the name shown for them. */
    takenBy: text('taken_by').references(() => user.id, { onDelete: 'set null' }),
    takenByName: text('taken_by_name'),
    /** The position the next stored message takes; an exchange claims two in one statement. */
    nextPosition: integer('next_position').notNull().default(0),
    createdAt,
    updatedAt,
  },
  (table) => [
    unique('conversations_scope_session_unique').on(table.scope, table.sessionId),
    index('conversations_agent_idx').on(table.agentId),
    index('conversations_api_key_idx').on(table.apiKeyId, table.createdAt),
    // The inbox: one agent's conversations, newest activity first.
    index('conversations_agent_activity_idx').on(table.agentId, table.updatedAt.desc()),
    check(
      'conversations_channel_check',
      sql`${table.channel} in ('app', 'api', 'widget', 'preview')`,
    ),
    check(
      'conversations_handoff_state_check',
      sql`${table.handoffState} in ('coach', 'waiting', 'person')`,
    ),
  ],
);

export interface StoredAttachment {
  name: string;
  type: string;
  size: number;
}

export interface StoredToolCall {
  tool: string;
  target?: string;
}

export const messages = pgTable(
  'messages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Position in the conversation, from 0: the client's message_index. */
    position: integer('position').notNull(),
    /**
     * 'user' the person talking, 'coach' the agent, 'staff' a team member who took the
     * conversation over (named in `author`), 'notice' a line about the conversation itself
     * ("Ana joined"), shown to both sides and never sent to the model.
     */
    role: text('role').notNull().$type<'user' | 'coach' | 'staff' | 'notice'>(),
    /** The team member's shown name on a 'staff' message; null otherwise. */
    author: text('author'),
    content: text('content').notNull(),
    attachments: jsonb('attachments').notNull().default([]).$type<StoredAttachment[]>(),
    /** Which engine wrote a coach reply ('offline', 'openai/gpt-4o-mini', ...); null for people. */
    engine: text('engine'),
    /**
     * The sender's own id for a person's message (an idempotency key): a repeat of the same
     * turn finds the stored exchange instead of storing it twice.
     */
    clientMessageId: text('client_message_id'),
    /** How the message was exchanged: typed, or spoken in a voice call (transcribed, synthesised). */
    via: text('via').notNull().default('text').$type<'text' | 'voice'>(),
    /**
     * A coach reply the caller talked over (barge-in): `content` holds what they heard of it,
     * not what was written.
     */
    interrupted: boolean('interrupted').notNull().default(false),
    /** The tools a coach reply used, in order, as the turn's `tool` events named them. */
    toolCalls: jsonb('tool_calls').notNull().default([]).$type<StoredToolCall[]>(),
    createdAt,
  },
  (table) => [
    unique('messages_position_unique').on(table.conversationId, table.position),
    unique('messages_client_message_unique').on(table.conversationId, table.clientMessageId),
    check('messages_role_check', sql`${table.role} in ('user', 'coach', 'staff', 'notice')`),
    check('messages_via_check', sql`${table.via} in ('text', 'voice')`),
  ],
);

/**
 * The text read from a file a person attached, kept with its conversation so later messages
 * can ask about it; only the conversation's holder reaches it, and it goes when the
 * conversation goes (deleted, or past its retention).
 */
export const conversationFiles = pgTable(
  'conversation_files',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** The position of the person's message it came with. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    text: text('text').notNull(),
    createdAt,
  },
  (table) => [
    index('conversation_files_conversation_idx').on(table.conversationId, table.position),
  ],
);

/** A rating of one coach reply; rating the same reply again replaces it. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    messageIndex: integer('message_index').notNull(),
    rating: text('rating').notNull().$type<'positive' | 'negative'>(),
    reason: text('reason'),
    message: text('message').notNull(),
    createdAt,
    updatedAt,
  },
  (table) => [
    unique('feedback_message_unique').on(table.conversationId, table.messageIndex),
    check('feedback_rating_check', sql`${table.rating} in ('positive', 'negative')`),
  ],
);
