import type { ChatResponse } from '../../../shared/schemas/chat';
import type { HttpError } from '../../http-error';
import type { ReadAttachment } from './attachments';
import type { EngineEvent } from './chat-engine';

/** One message to an agent, from any channel (HTTP, SSE, and next the widget and voice). */
export interface TurnInput {
  agentId: string;
  sessionId: string;
  message: string;
  /** The sender's id for this message: a repeat returns the stored reply (idempotency). */
  clientMessageId?: string;
  files?: ReadAttachment[];
}

/**
 * What a turn reports, in order: pieces of the reply and tools used as they happen, then
 * `done` once the exchange is stored, or `error` (nothing is stored then). A caller that
 * goes away (its signal aborts) gets no further event.
 */
export type TurnEvent =
  EngineEvent | { type: 'done'; reply: ChatResponse } | { type: 'error'; error: HttpError };
