import { z } from 'zod';
import { CHAT_LIMITS } from '../constants';

/** The chat page's id for its conversation: a UUID, or 'session_' + timestamp + suffix. */
export const SessionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'session_id must be 8 to 100 letters, digits, _ or -');

/** A person's message to a coach: not blank, within the chat's length. */
export const ChatMessageTextSchema = z
  .string()
  .max(CHAT_LIMITS.messageChars, `Messages can be at most ${CHAT_LIMITS.messageChars} characters.`)
  .refine((text) => text.trim().length > 0, 'Type a message first.');

/**
 * The sender's own id for a message (e.g. a UUID), so a retry after a lost connection
 * returns the stored reply instead of asking, paying and storing twice.
 */
export const ClientMessageIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'client_message_id must be 8 to 100 letters, digits, _ or -');

export const ChatRequestSchema = z.object({
  message: ChatMessageTextSchema,
  session_id: SessionIdSchema,
  agent_id: z.uuid({ message: 'agent_id must be a UUID' }),
  client_message_id: ClientMessageIdSchema.optional(),
});
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

export const ChatResponseSchema = z.object({
  response: z.string(),
  /** Position of the coach's reply in the conversation (what feedback refers to). */
  message_index: z.number().int(),
  engine: z.string(),
  /**
   * Set while a team member has taken the conversation over (issue 33 §5): the coach did not
   * answer, `response` is empty, `message_index` is the person's stored message, and the team
   * member's reply arrives on the conversation's live events.
   */
  held_by: z.string().optional(),
});
export type ChatResponse = z.infer<typeof ChatResponseSchema>;

export const ChatMessageSchema = z.object({
  index: z.number().int(),
  /** 'staff': a team member who took the conversation over; 'notice': a line about it. */
  role: z.enum(['user', 'coach', 'staff', 'notice']),
  content: z.string(),
  /** The team member's shown name on a 'staff' message; null otherwise. */
  author: z.string().nullable(),
  attachments: z.array(z.object({ name: z.string(), type: z.string(), size: z.number() })),
  /** The engine that wrote a coach reply; null for the person's messages. */
  engine: z.string().nullable(),
  /** The rating given to this reply in this conversation, if any. */
  feedback: z.enum(['positive', 'negative']).nullable(),
  /** Typed, or spoken in a voice call (both sides of a voice turn are 'voice'). */
  via: z.enum(['text', 'voice']),
  /** A spoken reply the caller talked over: `content` is what they heard of it. */
  interrupted: z.boolean(),
  created_at: z.string(),
});

export const ConversationSchema = z.object({
  session_id: z.string(),
  agent_id: z.string(),
  messages: z.array(ChatMessageSchema),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const FeedbackRequestSchema = z
  .object({
    session_id: SessionIdSchema,
    agent_id: z.uuid({ message: 'agent_id must be a UUID' }),
    message_index: z.number().int().min(0),
    message: z.string().max(20_000).default(''),
    feedback: z.enum(['positive', 'negative'], {
      message: 'feedback must be positive or negative',
    }),
    reason: z.string().trim().max(2000).default(''),
  })
  .refine((f) => f.feedback === 'positive' || f.reason.length > 0, {
    message: 'Please tell us why this reply was not helpful.',
    path: ['reason'],
  });
export type FeedbackRequest = z.infer<typeof FeedbackRequestSchema>;
