import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { apiKeys } from './api-keys-schema';
import { user } from './auth-schema';
import { agents } from './schema';

/**
 * One voice call: who called which agent in which chat session, how long each side spoke and
 * how it ended. Plan limits (issue 14) count from these rows; they go with the retention sweep.
 */
export const voiceCalls = pgTable(
  'voice_calls',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** The chat session the call talks in: its turns join that conversation. */
    sessionId: text('session_id').notNull(),
    /** The signed-in caller; null for visitors and widget callers. */
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'set null' }),
    /** The key behind a widget call; null for calls from the app. */
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    channel: text('channel').notNull().$type<'app' | 'widget'>(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Why it ended: 'hang_up', 'socket_closed', 'ice_failed', 'server_error', 'shutdown'. */
    endReason: text('end_reason'),
    callerSpeechMs: integer('caller_speech_ms').notNull().default(0),
    coachSpeechMs: integer('coach_speech_ms').notNull().default(0),
    sttProvider: text('stt_provider').notNull(),
    ttsProvider: text('tts_provider').notNull(),
  },
  (table) => [
    index('voice_calls_agent_idx').on(table.agentId, table.startedAt),
    index('voice_calls_owner_idx').on(table.ownerId, table.startedAt),
    check('voice_calls_channel_check', sql`${table.channel} in ('app', 'widget')`),
  ],
);

/**
 * One turn of a call, timed from the end of the caller's speech: when the transcript was
 * ready, when the model's first words came and when the first audio left for the caller.
 * Null where the turn never got that far (an empty transcript, a failed reply, a barge-in).
 */
export const voiceTurns = pgTable(
  'voice_turns',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    callId: uuid('call_id')
      .notNull()
      .references(() => voiceCalls.id, { onDelete: 'cascade' }),
    /** 0, 1, 2, ... within the call. */
    turnIndex: integer('turn_index').notNull(),
    speechMs: integer('speech_ms').notNull(),
    endOfSpeechAt: timestamp('end_of_speech_at', { withTimezone: true }).notNull(),
    transcriptMs: integer('transcript_ms'),
    firstTokenMs: integer('first_token_ms'),
    firstAudioMs: integer('first_audio_ms'),
    /** Milliseconds of the reply the caller heard before the turn ended or was interrupted. */
    replyAudioMs: integer('reply_audio_ms').notNull().default(0),
    interrupted: boolean('interrupted').notNull().default(false),
    /** What went wrong, in the words the caller was shown; null for a turn that went well. */
    error: text('error'),
  },
  (table) => [index('voice_turns_call_idx').on(table.callId, table.turnIndex)],
);
