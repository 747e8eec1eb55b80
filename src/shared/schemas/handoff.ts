import { z } from 'zod';
import { SessionIdSchema } from './chat';

/**
 * Stepping in (issue 33 §5): the person talking asks for a human, a team member takes the
 * conversation over and hands it back. These are the shapes the widget and the app share with
 * the server; the owner's side is in schemas/inbox.ts.
 */
export const HANDOFF_STATES = ['coach', 'waiting', 'person'] as const;
export type HandoffState = (typeof HANDOFF_STATES)[number];

/** `POST /api/conversations/:session_id/handoff`: the person asks for a human. */
export const HandoffRequestSchema = z.object({
  agent_id: z.uuid({ message: 'agent_id must be a UUID' }),
});
export const HandoffPathSchema = z.object({ session_id: SessionIdSchema });

export const HandoffResponseSchema = z.object({
  state: z.enum(HANDOFF_STATES),
  /** Whether someone of the team has the inbox open now. */
  someone_around: z.boolean(),
  /** The sentence to show the person, true to what will happen next. */
  message: z.string(),
});
export type HandoffResponse = z.infer<typeof HandoffResponseSchema>;

/** A message as the live stream and the conversation read send it. */
export const LiveMessageSchema = z.object({
  index: z.number().int(),
  role: z.enum(['user', 'coach', 'staff', 'notice']),
  content: z.string(),
  /** The team member's name on a 'staff' message; null otherwise. */
  author: z.string().nullable(),
  created_at: z.string(),
});
export type LiveMessage = z.infer<typeof LiveMessageSchema>;

/**
 * `GET /api/conversations/:session_id/events?agent_id=` (text/event-stream), for whoever holds
 * the conversation: `event: message` with a LiveMessage for what a team member wrote and for
 * notices, `event: state` with `{state, by}` when the conversation changes hands. Whatever node
 * the stream is on, events from any node reach it (Redis).
 */
export const LiveStateSchema = z.object({
  state: z.enum(HANDOFF_STATES),
  /** The team member's shown name while state is 'person'. */
  by: z.string().nullable(),
});
export type LiveState = z.infer<typeof LiveStateSchema>;

export type ConversationLiveEvent =
  { type: 'message'; message: LiveMessage } | { type: 'state'; state: LiveState };
