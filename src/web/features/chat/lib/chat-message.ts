import type { ToolCall } from './tool-activity';

export type Rating = 'positive' | 'negative';

/** A message on the chat screen (client side; the server stores its own copy). */
export interface ChatMessage {
  /** Stable React key, unique within the conversation. */
  key: string;
  /** 'staff': a team member who took the conversation over; 'notice': a line about it. */
  role: 'user' | 'coach' | 'staff' | 'notice';
  content: string;
  /** The team member's shown name on a 'staff' message. */
  author?: string;
  /** The server's message index; absent on local-only messages such as errors. */
  index?: number;
  /** The engine that wrote a coach reply ('offline' for the offline engine). */
  engine?: string;
  attachments?: { name: string; type: string; size: number }[];
  /** True while the reply is still arriving; copy and rating wait until it is whole. */
  streaming?: boolean;
  /** The rating this reply was given (from the server after a reload, or just now). */
  rating?: Rating;
  /** Said in a voice call rather than typed. */
  spoken?: boolean;
  /** A failed turn's way forward: Billing for a plan limit, Sign up for a visitor's limit. */
  action?: 'billing' | 'sign-up';
  /** The tools the coach used for this reply, with how each went (shown under it). */
  tools?: ToolCall[];
  /** A spoken reply the caller talked over: `content` is what they heard of it. */
  interrupted?: boolean;
}
